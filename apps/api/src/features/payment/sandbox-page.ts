import type { TLang } from "@ship/domain";

type TTexts = {
  title: string;
  intro: string;
  amount: string;
  cardNumber: string;
  pay: string;
  cancel: string;
  testCards: string;
  successCard: string;
  declineCard: string;
  unknownCard: string;
  invalidTitle: string;
  invalidText: string;
  notifyFailedTitle: string;
  notifyFailedText: string;
  back: string;
};

const TEXTS: Record<TLang, TTexts> = {
  en: {
    title: "Test card payment",
    intro: "This is the sandbox payment page: no real card is charged.",
    amount: "Amount to pay:",
    cardNumber: "Card number",
    pay: "Pay",
    cancel: "Cancel the payment",
    testCards: "Test cards",
    successCard: "payment accepted",
    declineCard: "payment declined by the bank",
    unknownCard: "Use one of the test cards listed below.",
    invalidTitle: "Invalid payment link",
    invalidText: "This payment link is not valid. Return to the payment page of your order and try again.",
    notifyFailedTitle: "Payment not confirmed",
    notifyFailedText: "The payment could not be confirmed to the shop. Please try again in a moment.",
    back: "Return to the shop",
  },
  fr: {
    title: "Paiement par carte de test",
    intro: "Ceci est la page de paiement de test : aucune carte réelle n'est débitée.",
    amount: "Montant à payer :",
    cardNumber: "Numéro de carte",
    pay: "Payer",
    cancel: "Annuler le paiement",
    testCards: "Cartes de test",
    successCard: "paiement accepté",
    declineCard: "paiement refusé par la banque",
    unknownCard: "Utilisez l'une des cartes de test ci-dessous.",
    invalidTitle: "Lien de paiement invalide",
    invalidText:
      "Ce lien de paiement n'est pas valide. Revenez à la page de paiement de votre commande et réessayez.",
    notifyFailedTitle: "Paiement non confirmé",
    notifyFailedText: "Le paiement n'a pas pu être confirmé à la boutique. Réessayez dans un instant.",
    back: "Revenir à la boutique",
  },
  es: {
    title: "Pago con tarjeta de prueba",
    intro: "Esta es la página de pago de prueba: no se carga ninguna tarjeta real.",
    amount: "Importe a pagar:",
    cardNumber: "Número de tarjeta",
    pay: "Pagar",
    cancel: "Cancelar el pago",
    testCards: "Tarjetas de prueba",
    successCard: "pago aceptado",
    declineCard: "pago rechazado por el banco",
    unknownCard: "Utilice una de las tarjetas de prueba indicadas abajo.",
    invalidTitle: "Enlace de pago no válido",
    invalidText:
      "Este enlace de pago no es válido. Vuelva a la página de pago de su pedido e inténtelo de nuevo.",
    notifyFailedTitle: "Pago no confirmado",
    notifyFailedText: "No se ha podido confirmar el pago a la tienda. Inténtelo de nuevo en un momento.",
    back: "Volver a la tienda",
  },
};

const LOCALES: Record<TLang, string> = { en: "en-GB", fr: "fr-FR", es: "es-ES" };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

// No external assets and no script (CSP script-src 'self'): plain forms and one style element.
const STYLE =
  "body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}" +
  "h1{font-size:1.4rem}.amount{font-size:1.6rem;font-weight:700}label{display:block;margin:1rem 0 .3rem}" +
  "input{font-size:1.1rem;padding:.5rem;width:100%;box-sizing:border-box}" +
  "button{font-size:1rem;padding:.6rem 1.2rem;margin-top:1rem;cursor:pointer}" +
  ".error{color:#c92a2a;font-weight:600}.cards{background:#f1f3f5;padding:.6rem 1rem;margin-top:1.5rem}" +
  "code{font-size:1rem}";

function layout(lang: TLang, title: string, body: string): string {
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
    `<style>${STYLE}</style></head><body>${body}</body></html>`
  );
}

const groups = (card: string) => card.replace(/(\d{4})(?=\d)/g, "$1 ");

/** The card form: pay with a test card, or cancel. */
export function renderPaymentPage(args: {
  lang: TLang;
  action: string;
  amount: number;
  currency: string;
  cards: { success: string; decline: string };
  error?: boolean;
  cardNumber?: string;
}): string {
  const t = TEXTS[args.lang];
  const amount = new Intl.NumberFormat(LOCALES[args.lang], {
    style: "currency",
    currency: args.currency,
  }).format(args.amount / 100);
  const action = escapeHtml(args.action);
  return layout(
    args.lang,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.intro)}</p>` +
      `<p>${escapeHtml(t.amount)} <span class="amount">${escapeHtml(amount)}</span></p>` +
      `<form method="post" action="${action}"><input type="hidden" name="action" value="pay">` +
      `<label for="card_number">${escapeHtml(t.cardNumber)}</label>` +
      `<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" maxlength="23"` +
      ` required value="${escapeHtml(args.cardNumber ?? "")}">` +
      (args.error ? `<p class="error" role="alert">${escapeHtml(t.unknownCard)}</p>` : "") +
      `<button type="submit">${escapeHtml(t.pay)} ${escapeHtml(amount)}</button></form>` +
      `<form method="post" action="${action}"><input type="hidden" name="action" value="cancel">` +
      `<button type="submit">${escapeHtml(t.cancel)}</button></form>` +
      `<div class="cards"><p>${escapeHtml(t.testCards)}</p><ul>` +
      `<li><code>${groups(args.cards.success)}</code>: ${escapeHtml(t.successCard)}</li>` +
      `<li><code>${groups(args.cards.decline)}</code>: ${escapeHtml(t.declineCard)}</li></ul></div>`,
  );
}

/** A page with a message and a link back (bad link, notification not accepted). */
export function renderMessagePage(lang: TLang, kind: "invalid" | "notify_failed", backUrl: string): string {
  const t = TEXTS[lang];
  const [title, text] =
    kind === "invalid" ? [t.invalidTitle, t.invalidText] : [t.notifyFailedTitle, t.notifyFailedText];
  return layout(
    lang,
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>` +
      `<p><a href="${escapeHtml(backUrl)}">${escapeHtml(t.back)}</a></p>`,
  );
}
