import type { TContactDeps } from "./contact-deps.ts";
import { createContactOrderCache } from "./contact-order-cache.ts";
import { createAddContact } from "./use-cases/add-contact.ts";
import { createAddressBook, createClientSearch } from "./use-cases/address-book.ts";
import { createDeleteContacts } from "./use-cases/delete-contacts.ts";
import { createEditContact } from "./use-cases/edit-contact.ts";
import { createListContacts } from "./use-cases/list-contacts.ts";

/** The address book's use cases (one per file in use-cases/), assembled for the routes. */
export function createContactService(base: Omit<TContactDeps, "orders">) {
  const deps: TContactDeps = { ...base, orders: createContactOrderCache() };
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
