import type { TOrderShippingInfo, TShippingInfoFields } from "@ship/contracts";
import { contactDuplicateKey } from "@ship/domain";
import type { TContactWrite } from "../contacts/contact-repository.ts";

/** A contact made from an order's address, and the ISO code of its country. */
export type TContactFromOrder = { countryCode: string; contact: Omit<TContactWrite, "country_id"> };

/**
 * The addresses the customer ticked "add to my contacts" for (spec §3 add_address1_to_contact for
 * the sender, add_address2_to_contact for the recipient), as checked and stored. Visitors have no
 * address book: their ticks add nothing.
 */
export function contactsToAdd(
  input: Pick<TShippingInfoFields, "add_address1_to_contact" | "add_address2_to_contact">,
  info: Pick<TOrderShippingInfo, "ship_from" | "ship_to">,
  loggedIn: boolean,
): TContactFromOrder[] {
  if (!loggedIn) return [];
  const ticked = [
    input.add_address1_to_contact === 1 ? info.ship_from : null,
    input.add_address2_to_contact === 1 ? info.ship_to : null,
  ];
  return ticked.flatMap((address) => {
    if (!address) return [];
    const { name: lastname, country_code: countryCode, ...fields } = address;
    return [
      {
        countryCode,
        contact: {
          ...fields,
          lastname,
          duplicate_key: contactDuplicateKey({
            lastname,
            postcode: address.postcode,
            address1: address.address1,
          }),
        },
      },
    ];
  });
}
