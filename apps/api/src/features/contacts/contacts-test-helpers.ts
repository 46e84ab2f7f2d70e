import { myContactAddEndpoint, type TContactInput } from "@ship/contracts";
import { call } from "../../testing/call.ts";
import type { TTestApp } from "../../testing/journey.ts";

export type TCaller = { id: number; cookie: string | null };

/** A valid French contact; `overrides` change what a test looks at. */
export const frenchContact = (overrides: Partial<TContactInput> = {}): TContactInput => ({
  company: "",
  lastname: "Martin",
  phone: "+33612345678",
  email: "martin@example.test",
  address1: "12 rue de la Paix",
  country_id: 250,
  postcode: "75002",
  city: "Paris",
  ...overrides,
});

/** Adds a contact for the caller and answers it (throws unless added). */
export async function addContact(t: Pick<TTestApp, "app">, caller: TCaller, input: TContactInput) {
  const response = await call(
    t,
    myContactAddEndpoint,
    { body: input },
    { cookie: caller.cookie, lang: "en" },
  );
  return response.success().data;
}
