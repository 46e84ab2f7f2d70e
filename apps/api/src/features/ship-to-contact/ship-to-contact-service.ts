import { createChooseContactOffer } from "./use-cases/choose-contact-offer.ts";
import { createRateToContact } from "./use-cases/rate-to-contact.ts";
import type { TShipToContactDeps } from "./use-cases/ship-to-contact-deps.ts";

/** Ship to contact's use cases (one per file in use-cases/), assembled for the routes (decision 041). */
export function createShipToContactService(deps: TShipToContactDeps) {
  return {
    rateToContact: createRateToContact(deps),
    chooseContactOffer: createChooseContactOffer(deps),
  };
}
export type TShipToContactService = ReturnType<typeof createShipToContactService>;
