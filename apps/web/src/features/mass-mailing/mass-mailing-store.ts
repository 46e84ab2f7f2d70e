import { createClientStore } from "../../lib/client-state.ts";

/**
 * The mass mailing in progress (its random id, the spec's `order`), handed from the rating to the
 * offers, payment and confirmation screens; a reload keeps it, logging out forgets it.
 */
export const massMailingStore = createClientStore<{ order: string }>("mass-mailing");

export const MASS_MAILING_PATH = "mass-mailing";
export const MASS_UPLOAD_PATH = "mass-mailing-upload";
export const MASS_OFFER_PATH = "mass-mailing-offer";
export const MASS_CONFIRM_PATH = "mass-mailing-order-confirm";
export const MASS_DEFERRED_OK_PATH = "mass-mailing-order-deferred-payment-ok";

/**
 * The mass mailing a screen shows: the URL's `?order=` (the summary e-mail's link), else the
 * screen's hand-over, else the stored one. The server answers only its owner's (else 404).
 */
export function currentOrder(handed: unknown, search = ""): string | null {
  const fromUrl = new URLSearchParams(search).get("order");
  if (fromUrl) return fromUrl;
  const order = (handed as { order?: unknown } | null)?.order;
  if (typeof order === "string" && order) return order;
  return massMailingStore.read()?.order ?? null;
}
