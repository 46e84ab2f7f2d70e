import type { TLang } from "@ship/domain";

type TInvitation = { fullname: string; inviter: string; brand: string; link: string; days: number };

const TEXTS: Record<TLang, { subject: string; body: (i: TInvitation) => string }> = {
  en: {
    subject: "You are invited to a {{brand}} account",
    body: (i) =>
      `Hello ${i.fullname},\n\n${i.inviter} invites you to ship with their ${i.brand} account.\n` +
      `Choose your password here (the link works once, for ${i.days} days):\n${i.link}\n`,
  },
  fr: {
    subject: "Invitation à un compte {{brand}}",
    body: (i) =>
      `Bonjour ${i.fullname},\n\n${i.inviter} vous invite à expédier avec son compte ${i.brand}.\n` +
      `Choisissez votre mot de passe ici (le lien sert une fois, pendant ${i.days} jours) :\n${i.link}\n`,
  },
  es: {
    subject: "Invitación a una cuenta {{brand}}",
    body: (i) =>
      `Hola ${i.fullname}:\n\n${i.inviter} le invita a enviar con su cuenta ${i.brand}.\n` +
      `Elija su contraseña aquí (el enlace sirve una vez, durante ${i.days} días):\n${i.link}\n`,
  },
};

/** The sub-account invitation e-mail, in the inviting user's language. */
export function buildInvitationMail(lang: TLang, invitation: TInvitation) {
  const texts = TEXTS[lang];
  return { subject: texts.subject.replace("{{brand}}", invitation.brand), text: texts.body(invitation) };
}
