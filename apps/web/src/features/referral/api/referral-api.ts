import {
  loyaltyEndpoint,
  referContactInvitationEndpoint,
  referContactUrlEndpoint,
  type TLoyaltyBody,
  type TReferContactInvitationBody,
} from "@ship/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";

/** Referral and loyalty calls (spec §7 /refer-contact/..., decision 034 POST /loyalty). */

/** `lang` in the key: the link and the dates follow the interface language, sent with every call. */
export const referralQuery = (userId: number, lang: string) =>
  queryOptions({
    queryKey: ["referral", userId, lang],
    queryFn: ({ signal }) => callEndpoint(referContactUrlEndpoint, { params: { id: userId } }, { signal }),
  });

export function useSendInvitations(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReferContactInvitationBody) =>
      callEndpoint(referContactInvitationEndpoint, { params: { id: userId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["referral"] }),
  });
}

export const useEnrolLoyalty = () =>
  useMutation({ mutationFn: (body: TLoyaltyBody) => callEndpoint(loyaltyEndpoint, { body }) });
