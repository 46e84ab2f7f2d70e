import {
  sessionEndpoint,
  subAccountActivateEndpoint,
  subAccountAddEndpoint,
  subAccountEndpoint,
  subAccountRegisterEmailEndpoint,
  subAccountRegisterEndpoint,
  type TSubAccountActivateBody,
  type TSubAccountAddBody,
  type TSubAccountRegisterBody,
} from "@ship/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { SESSION_QUERY_KEY } from "../../../lib/session.ts";

/** Sub-account calls (spec §7 /sub_account*). */

export const subAccountsQuery = (page: number) =>
  queryOptions({
    queryKey: ["sub-accounts", page],
    queryFn: ({ signal }) => callEndpoint(subAccountEndpoint, { body: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ["sub-account-invitation", token],
    queryFn: async ({ signal }) =>
      (await callEndpoint(subAccountRegisterEmailEndpoint, { body: { token } }, { signal })).data,
    retry: false,
  });

/** A change the list shows: the list is read again once it is done. */
function useListMutation<TBody, TResult>(send: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["sub-accounts"] }),
  });
}

export const useAddSubAccount = () =>
  useListMutation((body: TSubAccountAddBody) => callEndpoint(subAccountAddEndpoint, { body }));
export const useSetSubAccountStatus = () =>
  useListMutation((body: TSubAccountActivateBody) => callEndpoint(subAccountActivateEndpoint, { body }));

/** POST /sub_account_register: status 1 comes back logged in (the API set the session cookie). */
export function useRegisterSubAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSubAccountRegisterBody) => callEndpoint(subAccountRegisterEndpoint, { body }),
    onSuccess: async (result) => {
      if (result.status !== 1) return;
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "brand" });
      const session = await callEndpoint(sessionEndpoint, {});
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
    },
  });
}
