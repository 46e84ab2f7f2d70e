import type { TPreorderAddress } from "@ship/contracts";
import { findAccountAddress } from "../../mass-mailing/mass-mailing-repository.ts";
import type { TPreOrderShippingDeps } from "./pre-order-shipping-deps.ts";

/**
 * Where a pre-order ships from. Stores rarely send the merchant's own address (a Shopify order
 * has none, decision 045): a product without one ships from the account's address, as the mass
 * mailing's default sender does. Without either, the product's empty address is rated and the
 * rating names what is missing (address_from.*).
 */
export async function senderOf(
  deps: Pick<TPreOrderShippingDeps, "db">,
  userId: number,
  address: TPreorderAddress,
): Promise<TPreorderAddress> {
  if (address.country_code && address.city) return address;
  const account = await findAccountAddress(deps.db, userId);
  if (!account) return address;
  return {
    company: account.company.slice(0, 35),
    name: account.lastname.slice(0, 35),
    phone: account.phone.slice(0, 35),
    email: account.email.slice(0, 50),
    address1: account.address1.slice(0, 35),
    address2: account.address2.slice(0, 35),
    address3: account.address3.slice(0, 35),
    country_code: account.country_code,
    postcode: account.postcode.slice(0, 20),
    city: account.city,
    pro: account.pro === 1 ? 1 : 0,
  };
}
