import type {
  TSessionResponse,
  TSessionUser,
  TSubAccountAddBody,
  TSubAccountListResponse,
  TSubAccountRegisterBody,
} from "@ship/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { SESSION_QUERY_KEY } from "../../../lib/session.ts";

/** Sub-account calls (spec §7 /sub_account*). */

export const subAccountsQuery = (page: number) =>
  queryOptions({
    queryKey: ["sub-accounts", page],
    queryFn: ({ signal }) =>
      apiRequest<TSubAccountListResponse>("/sub_account", { method: "POST", body: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ["sub-account-invitation", token],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ success: true; data: { email: string; fullname: string; company: string } }>(
          "/sub_account_register/email",
          { method: "POST", body: { token }, signal },
        )
      ).data,
    retry: false,
  });

function useListMutation<TBody>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => apiRequest(path, { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["sub-accounts"] }),
  });
}

export const useAddSubAccount = () => useListMutation<TSubAccountAddBody>("/sub_account_add");
export const useSetSubAccountStatus = () =>
  useListMutation<{ user_id: number; activation: 0 | 1 }>("/sub_account_activate");

type TRegisterResponse = { success: true; status: 0 | 1; user: TSessionUser | null };

/** POST /sub_account_register: status 1 comes back logged in (the API set the session cookie). */
export function useRegisterSubAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSubAccountRegisterBody) =>
      apiRequest<TRegisterResponse>("/sub_account_register", { method: "POST", body }),
    onSuccess: async (result) => {
      if (result.status !== 1) return;
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "brand" });
      const session = await apiRequest<TSessionResponse>("/session");
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
    },
  });
}
