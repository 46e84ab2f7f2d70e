import { createCountCache } from "../my-account/count-cache.ts";
import type { TContactDeps } from "./contact-deps.ts";
import { createAddContact } from "./use-cases/add-contact.ts";
import { createAddressBook, createClientSearch } from "./use-cases/address-book.ts";
import { createDeleteContacts } from "./use-cases/delete-contacts.ts";
import { createEditContact } from "./use-cases/edit-contact.ts";
import { createListContacts } from "./use-cases/list-contacts.ts";

/** The address book's use cases (one per file in use-cases/), assembled for the routes. */
export function createContactService(base: Omit<TContactDeps, "counts">) {
  const deps: TContactDeps = { ...base, counts: createCountCache() };
  return {
    listContacts: createListContacts(deps),
    addContact: createAddContact(deps),
    editContact: createEditContact(deps),
    deleteContacts: createDeleteContacts(deps),
    addressBook: createAddressBook(deps),
    clientSearch: createClientSearch(deps),
  };
}
export type TContactService = ReturnType<typeof createContactService>;
