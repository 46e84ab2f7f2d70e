import type { TLang } from "@ship/domain";

type TTexts = {
  resetSubject: string;
  reset: (link: string, minutes: number) => string;
  activatedSubject: string;
  activated: (name: string, link: string) => string;
};

const TEXTS: Record<TLang, TTexts> = {
  en: {
    resetSubject: "Choose a new password",
    reset: (link, minutes) =>
      `Hello,\n\nSomeone (hopefully you) asked to reset the password of this account.\n` +
      `Choose a new password here; the link works once, for ${minutes} minutes:\n${link}\n\n` +
      `If you did not ask for it, ignore this message: your password stays the same.\n`,
    activatedSubject: "Your professional account is active",
    activated: (name, link) =>
      `Hello ${name},\n\nThank you for registering: our team has activated your professional account.\n` +
      `You can log in now:\n${link}\n`,
  },
  fr: {
    resetSubject: "Choisissez un nouveau mot de passe",
    reset: (link, minutes) =>
      `Bonjour,\n\nUne demande de réinitialisation du mot de passe de ce compte a été faite.\n` +
      `Choisissez un nouveau mot de passe ici ; le lien sert une fois, pendant ${minutes} minutes :\n${link}\n\n` +
      `Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe ne change pas.\n`,
    activatedSubject: "Votre compte professionnel est actif",
    activated: (name, link) =>
      `Bonjour ${name},\n\nMerci pour votre inscription : notre équipe a activé votre compte professionnel.\n` +
      `Vous pouvez vous connecter dès maintenant :\n${link}\n`,
  },
  es: {
    resetSubject: "Elija una nueva contraseña",
    reset: (link, minutes) =>
      `Hola:\n\nAlguien (esperamos que usted) ha pedido restablecer la contraseña de esta cuenta.\n` +
      `Elija una nueva contraseña aquí; el enlace sirve una vez, durante ${minutes} minutos:\n${link}\n\n` +
      `Si no lo ha pedido, ignore este mensaje: su contraseña no cambia.\n`,
    activatedSubject: "Su cuenta profesional está activa",
    activated: (name, link) =>
      `Hola ${name}:\n\nGracias por registrarse: nuestro equipo ha activado su cuenta profesional.\n` +
      `Ya puede iniciar sesión:\n${link}\n`,
  },
};

/** The password reset e-mail: a single-use link, never a password. */
export function buildResetMail(lang: TLang, link: string, minutes: number) {
  return { subject: TEXTS[lang].resetSubject, text: TEXTS[lang].reset(link, minutes) };
}

/** The e-mail the team's activation command sends to the professional customer. */
export function buildActivationMail(lang: TLang, name: string, link: string) {
  return { subject: TEXTS[lang].activatedSubject, text: TEXTS[lang].activated(name, link) };
}
