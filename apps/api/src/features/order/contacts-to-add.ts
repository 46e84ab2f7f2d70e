import type { TOrderShippingInfo, TShippingInfoFields } from "@ship/contracts";
import { contactDuplicateKey } from "@ship/domain";
import type { TContactFromOrder } from "./order-contact-repository.ts";

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
    const lastname = address.name;
    return [
      {
        company: address.company,
        lastname,
        phone: address.phone,
        email: address.email,
        address1: address.address1,
        address2: address.address2,
        address3: address.address3,
        countryCode: address.country_code,
        postcode: address.postcode,
        city: address.city,
        pro: address.pro,
        duplicateKey: contactDuplicateKey({
          lastname,
          postcode: address.postcode,
          address1: address.address1,
        }),
      },
    ];
  });
}
