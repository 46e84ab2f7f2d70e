import type { TLang } from "@ship/domain";

type TTexts = {
  invitationSubject: (sender: string) => string;
  invitation: (args: { sender: string; message: string; link: string }) => string;
};

/** The invitation e-mail, in the sender's language (the page they wrote the message in). */
const TEXTS: Record<TLang, TTexts> = {
  en: {
    invitationSubject: (sender) => `${sender} invites you to ShipCompare`,
    invitation: ({ sender, message, link }) =>
      `Hello,\n\n${sender} invites you to compare carrier offers and send your parcels with ShipCompare.\n\n` +
      `Their message:\n${message}\n\nOpen your account with their personal link:\n${link}\n\n` +
      `You received this e-mail because ${sender} entered your address. We will not write to you again unless you register.\n`,
  },
  fr: {
    invitationSubject: (sender) => `${sender} vous invite sur ShipCompare`,
    invitation: ({ sender, message, link }) =>
      `Bonjour,\n\n${sender} vous invite à comparer les offres des transporteurs et à envoyer vos colis avec ShipCompare.\n\n` +
      `Son message :\n${message}\n\nOuvrez votre compte avec son lien personnel :\n${link}\n\n` +
      `Vous recevez cet e-mail car ${sender} a saisi votre adresse. Nous ne vous écrirons plus, sauf si vous vous inscrivez.\n`,
  },
  es: {
    invitationSubject: (sender) => `${sender} le invita a ShipCompare`,
    invitation: ({ sender, message, link }) =>
      `Hola:\n\n${sender} le invita a comparar las ofertas de los transportistas y enviar sus paquetes con ShipCompare.\n\n` +
      `Su mensaje:\n${message}\n\nAbra su cuenta con su enlace personal:\n${link}\n\n` +
      `Recibe este correo porque ${sender} introdujo su dirección. No volveremos a escribirle salvo que se registre.\n`,
  },
};

/** Plain text only: the sender's message is never read as HTML. */
export function buildInvitationMail(lang: TLang, args: { sender: string; message: string; link: string }) {
  const texts = TEXTS[lang];
  return {
    subject: texts.invitationSubject(args.sender),
    text: texts.invitation(args),
  };
}

/** The team's notice of a loyalty enrolment (the team reads English, as the activation list). */
export function buildLoyaltyTeamMail(args: {
  userId: number;
  email: string;
  enrolment: Record<string, string>;
  updated: boolean;
}) {
  const lines = Object.entries(args.enrolment).map(([key, value]) => `${key}: ${value}`);
  return {
    subject: `Loyalty programme: ${args.updated ? "updated enrolment" : "new enrolment"} (${args.email})`,
    text:
      `Customer ${args.email} (user ${args.userId}) ${args.updated ? "updated" : "sent"} the loyalty form.\n\n` +
      `${lines.join("\n")}\n\nSend the gift vouchers (up to 200 EUR, spec §9) to this address.\n`,
  };
}
