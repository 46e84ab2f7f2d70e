import {
  addressBookEndpoint,
  myContactAddEndpoint,
  myContactEditEndpoint,
  type TContact,
  type TContactInput,
} from "@ship/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client.ts";

/** Every query that shows contacts starts with this key: a change refreshes them all. */
export const CONTACTS_KEY = "contacts";

/** POST /address-book: the caller's contacts by name; `q` only narrows a book bigger than the cap. */
export const addressBookQuery = (q: string) =>
  queryOptions({
    queryKey: [CONTACTS_KEY, "address-book", q],
    queryFn: async ({ signal }) => callEndpoint(addressBookEndpoint, { body: { q } }, { signal }),
  });

/** POST /my-contact-add, or /my-contact/edit/{id} when `id` is given: the saved contact. */
export function useSaveContact(id: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TContactInput): Promise<TContact> => {
      const answer =
        id === undefined
          ? await callEndpoint(myContactAddEndpoint, { body })
          : await callEndpoint(myContactEditEndpoint, { params: { id }, body });
      return answer.data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: [CONTACTS_KEY] }),
  });
}
