import type { TLang } from "@ship/domain";

type TTexts = {
  title: string;
  intro: string;
  amount: string;
  cardNumber: string;
  cardholder: string;
  expiry: string;
  expiryHint: string;
  cvc: string;
  cvcHint: string;
  badExpiry: string;
  expired: string;
  badCvc: string;
  secure: string;
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
    cardholder: "Name on the card",
    expiry: "Expiry date",
    expiryHint: "MM/YY",
    cvc: "Security code (CVC)",
    cvcHint: "3 or 4 digits on the back",
    badExpiry: "Enter the expiry date as MM/YY.",
    expired: "This card has expired.",
    badCvc: "Enter the 3 or 4 digits of the security code.",
    secure: "Test page: no real card is charged, and nothing you type is kept.",
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
    cardholder: "Nom sur la carte",
    expiry: "Date d'expiration",
    expiryHint: "MM/AA",
    cvc: "Cryptogramme (CVC)",
    cvcHint: "3 ou 4 chiffres au dos de la carte",
    badExpiry: "Saisissez la date d'expiration au format MM/AA.",
    expired: "Cette carte a expiré.",
    badCvc: "Saisissez les 3 ou 4 chiffres du cryptogramme.",
    secure:
      "Page de test\u00a0: aucune carte réelle n'est débitée et rien de ce que vous saisissez n'est conservé.",
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
    cardholder: "Nombre en la tarjeta",
    expiry: "Fecha de caducidad",
    expiryHint: "MM/AA",
    cvc: "Código de seguridad (CVC)",
    cvcHint: "3 o 4 dígitos en el reverso",
    badExpiry: "Escriba la fecha de caducidad como MM/AA.",
    expired: "Esta tarjeta ha caducado.",
    badCvc: "Escriba los 3 o 4 dígitos del código de seguridad.",
    secure: "Página de prueba: no se carga ninguna tarjeta real y no se guarda nada de lo que escriba.",
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

/** The look of the shop the customer pays (the brand of the request's host). */
export type TPageBrand = { name: string; logo: string; primary: string };

const DEFAULT_LOOK: TPageBrand = { name: "", logo: "", primary: "#1c7ed6" };

// No external assets and no script (CSP script-src 'self'): plain forms and one style element
// (allowed by the response's nonce, decision 070), in the brand's colour, laid out like a provider's hosted card page (issue 16: it was bare HTML).
const style = (primary: string) =>
  `:root{--brand:${primary}}*{box-sizing:border-box}` +
  "body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;background:#f1f3f5;margin:0;color:#1a1b1e}" +
  "header{display:flex;align-items:center;gap:.6rem;padding:1rem 1.25rem;background:#fff;border-bottom:1px solid #dee2e6}" +
  "header img{height:32px}header strong{font-size:1.1rem}" +
  "main{max-width:28rem;margin:1.5rem auto;padding:0 1rem}" +
  ".panel{background:#fff;border:1px solid #dee2e6;border-radius:10px;padding:1.25rem 1.25rem 1.5rem}" +
  "h1{font-size:1.3rem;margin:0 0 .5rem}.amount{font-size:1.6rem;font-weight:700}" +
  "label{display:block;margin:1rem 0 .3rem;font-weight:600;font-size:.95rem}" +
  "input{font-size:1.05rem;padding:.6rem .7rem;width:100%;border:1px solid #ced4da;border-radius:8px}" +
  "input:focus{outline:2px solid var(--brand);outline-offset:1px}" +
  ".row{display:flex;gap:.75rem}.row>div{flex:1}.hint{color:#5c636a;font-size:.85rem;margin:.25rem 0 0}" +
  "button{font-size:1rem;padding:.75rem 1.2rem;border-radius:8px;cursor:pointer;width:100%;margin-top:1.25rem;" +
  "border:1px solid #ced4da;background:#fff;color:#1a1b1e}" +
  "button.pay{background:var(--brand);border-color:var(--brand);color:#fff;font-weight:700}" +
  ".error{color:#c92a2a;font-weight:600;margin:.35rem 0 0}.cards{background:#fff;border:1px dashed #adb5bd;" +
  "border-radius:10px;padding:.6rem 1rem;margin-top:1rem;font-size:.95rem}code{font-size:1rem}" +
  ".secure{color:#5c636a;font-size:.85rem;text-align:center;margin-top:1rem}";

function layout(lang: TLang, title: string, body: string, brand: TPageBrand = DEFAULT_LOOK): string {
  // The logo carries the shop's name; a brand without a logo shows its name in text.
  const mark = brand.logo
    ? `<img src="${escapeHtml(brand.logo)}" alt="${escapeHtml(brand.name)}">`
    : `<strong>${escapeHtml(brand.name)}</strong>`;
  const header = brand.name ? `<header>${mark}</header>` : "";
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
    `<style>${style(brand.primary)}</style></head><body>${header}<main>${body}</main></body></html>`
  );
}

const groups = (card: string) => card.replace(/(\d{4})(?=\d)/g, "$1 ");

/** What was wrong with the submitted card, field by field. */
export type TCardErrors = { card_number?: boolean; expiry?: "bad" | "expired"; cvc?: boolean };

/**
 * Checks the expiry (MM/YY, not before this month) and the security code (3 or 4 digits) as a real
 * card form does. Fields not sent are not checked: scripts that post the test card alone still
 * work, as the sandbox only simulates a payment.
 */
export function checkCardFields(form: { expiry?: string; cvc?: string }, now: Date): TCardErrors {
  const errors: TCardErrors = {};
  if (form.expiry !== undefined) {
    const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(form.expiry);
    const month = Number(match?.[1]);
    if (!match || month < 1 || month > 12) errors.expiry = "bad";
    else {
      const year = 2000 + Number(match[2]);
      const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
      if (year * 12 + month - 1 < thisMonth) errors.expiry = "expired";
    }
  }
  if (form.cvc !== undefined && !/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = true;
  return errors;
}

function field(args: {
  id: string;
  label: string;
  attributes: string;
  value?: string;
  hint?: string;
  error?: string;
}): string {
  const described = [args.hint ? `${args.id}-hint` : "", args.error ? `${args.id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    `<div><label for="${args.id}">${escapeHtml(args.label)}</label>` +
    `<input id="${args.id}" name="${args.id}" ${args.attributes} value="${escapeHtml(args.value ?? "")}"` +
    `${described ? ` aria-describedby="${described}"` : ""}${args.error ? ' aria-invalid="true"' : ""}>` +
    (args.hint ? `<p class="hint" id="${args.id}-hint">${escapeHtml(args.hint)}</p>` : "") +
    (args.error ? `<p class="error" id="${args.id}-error" role="alert">${escapeHtml(args.error)}</p>` : "") +
    "</div>"
  );
}

/** The card form: pay with a test card (number, name, expiry, security code), or cancel. */
export function renderPaymentPage(args: {
  lang: TLang;
  action: string;
  amount: number;
  currency: string;
  cards: { success: string; decline: string };
  brand?: TPageBrand;
  errors?: TCardErrors;
  values?: { card_number?: string; cardholder?: string; expiry?: string };
}): string {
  const t = TEXTS[args.lang];
  const errors = args.errors ?? {};
  const values = args.values ?? {};
  const amount = new Intl.NumberFormat(LOCALES[args.lang], {
    style: "currency",
    currency: args.currency,
  }).format(args.amount / 100);
  const action = escapeHtml(args.action);
  return layout(
    args.lang,
    t.title,
    `<div class="panel"><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.intro)}</p>` +
      `<p>${escapeHtml(t.amount)} <span class="amount">${escapeHtml(amount)}</span></p>` +
      `<form method="post" action="${action}"><input type="hidden" name="action" value="pay">` +
      field({
        id: "card_number",
        label: t.cardNumber,
        attributes: 'inputmode="numeric" autocomplete="cc-number" maxlength="23" required',
        value: values.card_number,
        error: errors.card_number ? t.unknownCard : undefined,
      }) +
      field({
        id: "cardholder",
        label: t.cardholder,
        attributes: 'autocomplete="cc-name" maxlength="60"',
        value: values.cardholder,
      }) +
      `<div class="row">` +
      field({
        id: "expiry",
        label: t.expiry,
        attributes: `inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="${escapeHtml(t.expiryHint)}" required`,
        value: values.expiry,
        hint: t.expiryHint,
        error: errors.expiry === "expired" ? t.expired : errors.expiry === "bad" ? t.badExpiry : undefined,
      }) +
      field({
        id: "cvc",
        label: t.cvc,
        attributes: 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" required',
        hint: t.cvcHint,
        error: errors.cvc ? t.badCvc : undefined,
      }) +
      "</div>" +
      `<button type="submit" class="pay">${escapeHtml(t.pay)} ${escapeHtml(amount)}</button></form>` +
      `<form method="post" action="${action}"><input type="hidden" name="action" value="cancel">` +
      `<button type="submit">${escapeHtml(t.cancel)}</button></form></div>` +
      `<div class="cards"><p>${escapeHtml(t.testCards)}</p><ul>` +
      `<li><code>${groups(args.cards.success)}</code>${escapeHtml(COLON[args.lang])}${escapeHtml(t.successCard)}</li>` +
      `<li><code>${groups(args.cards.decline)}</code>${escapeHtml(COLON[args.lang])}${escapeHtml(t.declineCard)}</li></ul></div>` +
      `<p class="secure">${escapeHtml(t.secure)}</p>`,
    args.brand,
  );
}

/** French puts a non-breaking space before a colon. */
const COLON: Record<TLang, string> = { en: ": ", fr: "\u00a0: ", es: ": " };

/** A page with a message and a link back (bad link, notification not accepted). */
export function renderMessagePage(
  lang: TLang,
  kind: "invalid" | "notify_failed",
  backUrl: string,
  brand?: TPageBrand,
): string {
  const t = TEXTS[lang];
  const [title, text] =
    kind === "invalid" ? [t.invalidTitle, t.invalidText] : [t.notifyFailedTitle, t.notifyFailedText];
  return layout(
    lang,
    title,
    `<div class="panel"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>` +
      `<p><a href="${escapeHtml(backUrl)}">${escapeHtml(t.back)}</a></p></div>`,
    brand,
  );
}
