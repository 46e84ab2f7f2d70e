import { myContactDeleteEndpoint, myContactListEndpoint, type TMyContactListBody } from "@ship/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { CONTACTS_KEY } from "../../../components/contacts/contacts-api.ts";
import { callEndpoint } from "../../../lib/api-client.ts";

/** All contacts (spec §7 POST /my-contact/{id}): one page, sorted and searched by the API. */
export const contactListQuery = (userId: number, body: TMyContactListBody, lang: string) =>
  queryOptions({
    queryKey: [CONTACTS_KEY, "list", userId, body, lang],
    queryFn: ({ signal }) =>
      callEndpoint(myContactListEndpoint, { params: { id: userId }, body }, { signal }),
    // The table keeps its rows while the next page or search loads.
    placeholderData: keepPreviousData,
  });

/** POST /my-contact/delete/{id}: the first id in the path, the others in `ids` (all or none). */
export function useDeleteContacts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly number[]) => {
      const [first, ...others] = ids;
      if (first === undefined) return 0;
      const body = others.length > 0 ? { ids: [...ids] } : {};
      return (await callEndpoint(myContactDeleteEndpoint, { params: { id: first }, body })).deleted;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: [CONTACTS_KEY] }),
  });
}
