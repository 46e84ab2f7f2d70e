import type { TContact } from "@ship/contracts";
import { useState } from "react";

/** Contacts ticked in a list, by id (they stay ticked across pages); one at most unless `multiple`. */
export function useContactSelection(multiple = true) {
  const [selected, setSelected] = useState<ReadonlyMap<number, TContact>>(new Map());
  const toggle = (contact: TContact, on: boolean) =>
    setSelected((current) => {
      const next = new Map(multiple ? current : []);
      if (on) next.set(contact.id, contact);
      else next.delete(contact.id);
      return next;
    });
  const remove = (contacts: readonly TContact[]) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const contact of contacts) next.delete(contact.id);
      return next;
    });
  return { selected, toggle, remove, clear: () => setSelected(new Map()) };
}
