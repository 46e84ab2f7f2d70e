import {
  consoleActivateAccountEndpoint,
  consoleAuditLogEndpoint,
  consoleCancelOrderEndpoint,
  consoleCarrierReviewCancelEndpoint,
  consoleCarrierReviewRetryEndpoint,
  consoleCarrierReviewsEndpoint,
  consoleContentDeleteEndpoint,
  consoleContentListEndpoint,
  consoleContentPreviewEndpoint,
  consoleContentReadEndpoint,
  consoleContentUpdateEndpoint,
  consoleCreditAdjustmentEndpoint,
  consoleCustomerEndpoint,
  consoleCustomersEndpoint,
  consoleDeferredLimitEndpoint,
  consoleInboxEndpoint,
  consoleInboxReadEndpoint,
  consoleLoginEndpoint,
  consoleLogoutEndpoint,
  consoleMeEndpoint,
  consoleOperatorResetTotpEndpoint,
  consoleOperatorStatusEndpoint,
  consoleOperatorsEndpoint,
  consoleOrdersEndpoint,
  consolePendingAccountsEndpoint,
  consoleVoucherCreateEndpoint,
  consoleVouchersEndpoint,
  consoleVoucherUsesEndpoint,
  type TConsoleContentKind,
  type TConsoleLoginBody,
  type TContentUpdate,
  type TCreditAdjustmentBody,
  type TVoucherCreateBody,
} from "@ship/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, callEndpoint } from "../../../lib/api-client.ts";

/** The operator console's calls (issue 18, decision 057); its cookie is sent by the browser to /api/v4/console only. */

/** The logged-in operator, or null: the API answers 404 to anyone else. */
export const operatorQuery = queryOptions({
  queryKey: ["console", "me"],
  queryFn: async ({ signal }) => {
    try {
      return (await callEndpoint(consoleMeEndpoint, {}, { signal })).operator;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
  retry: false,
});

export const pendingAccountsQuery = queryOptions({
  queryKey: ["console", "pending"],
  queryFn: ({ signal }) => callEndpoint(consolePendingAccountsEndpoint, {}, { signal }),
});

export const customersQuery = (q: string) =>
  queryOptions({
    queryKey: ["console", "customers", q],
    queryFn: ({ signal }) => callEndpoint(consoleCustomersEndpoint, { query: { q } }, { signal }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });

export const customerQuery = (id: number) =>
  queryOptions({
    queryKey: ["console", "customer", id],
    queryFn: async ({ signal }) =>
      (await callEndpoint(consoleCustomerEndpoint, { params: { id } }, { signal })).customer,
  });

export const ordersQuery = (q: string) =>
  queryOptions({
    queryKey: ["console", "orders", q],
    queryFn: ({ signal }) => callEndpoint(consoleOrdersEndpoint, { query: { q } }, { signal }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });

/** Orders under carrier review (decision 062), oldest first. */
export const carrierReviewsQuery = queryOptions({
  queryKey: ["console", "carrier-reviews"],
  queryFn: ({ signal }) => callEndpoint(consoleCarrierReviewsEndpoint, {}, { signal }),
});

export const vouchersQuery = queryOptions({
  queryKey: ["console", "vouchers"],
  queryFn: ({ signal }) => callEndpoint(consoleVouchersEndpoint, {}, { signal }),
});

export const voucherUsesQuery = (code: string) =>
  queryOptions({
    queryKey: ["console", "voucher-uses", code],
    queryFn: ({ signal }) => callEndpoint(consoleVoucherUsesEndpoint, { params: { code } }, { signal }),
  });

export const auditLogQuery = (page: number) =>
  queryOptions({
    queryKey: ["console", "audit", page],
    queryFn: ({ signal }) => callEndpoint(consoleAuditLogEndpoint, { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The contact inbox (decision 058): a page, newest first, optionally one kind of form. */
export const inboxQuery = (page: number, kind: "contact" | "discount" | "quote" | undefined) =>
  queryOptions({
    queryKey: ["console", "inbox", page, kind ?? "all"],
    // An absent kind is left out of the address (not sent as "undefined").
    queryFn: ({ signal }) =>
      callEndpoint(consoleInboxEndpoint, { query: kind ? { page, kind } : { page } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The console's operators (decision 059), admins only. */
export const operatorsQuery = queryOptions({
  queryKey: ["console", "operators"],
  queryFn: async ({ signal }) => (await callEndpoint(consoleOperatorsEndpoint, {}, { signal })).rows,
});

export const contentListQuery = (kind: TConsoleContentKind) =>
  queryOptions({
    queryKey: ["console", "content", kind],
    queryFn: async ({ signal }) =>
      (await callEndpoint(consoleContentListEndpoint, { query: { kind } }, { signal })).rows,
  });

export type TContentKey = { kind: TConsoleContentKind; identifier: string; entryLang: "en" | "fr" | "es" };

/** One entry as the editor edits it; null when it does not exist yet (a new post). */
export const contentEntryQuery = (key: TContentKey) =>
  queryOptions({
    queryKey: ["console", "content-entry", key.kind, key.identifier, key.entryLang],
    queryFn: async ({ signal }) => {
      try {
        return (await callEndpoint(consoleContentReadEndpoint, { params: key }, { signal })).entry;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** The editor's preview: the API's sanitiser, so the console never renders unsanitised HTML. */
export const usePreviewContent = () =>
  useMutation({
    mutationFn: async (content: string) =>
      (await callEndpoint(consoleContentPreviewEndpoint, { body: { content } })).html,
  });

/** A change: the console's reads are fetched again once it is done. */
function useConsoleMutation<TInput, TResult>(send: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["console"] }),
  });
}

export const useConsoleLogin = () =>
  useConsoleMutation((body: TConsoleLoginBody) => callEndpoint(consoleLoginEndpoint, { body }));
export const useConsoleLogout = () =>
  useConsoleMutation(() => callEndpoint(consoleLogoutEndpoint, { body: {} }));
export const useActivateAccount = () =>
  useConsoleMutation((id: number) =>
    callEndpoint(consoleActivateAccountEndpoint, { params: { id }, body: {} }),
  );
export const useAdjustCredit = (id: number) =>
  useConsoleMutation((body: TCreditAdjustmentBody) =>
    callEndpoint(consoleCreditAdjustmentEndpoint, { params: { id }, body }),
  );
export const useSetDeferredLimit = (id: number) =>
  useConsoleMutation((body: { limit: number | null }) =>
    callEndpoint(consoleDeferredLimitEndpoint, { params: { id }, body }),
  );
export const useCancelOrder = () =>
  useConsoleMutation((id: string) => callEndpoint(consoleCancelOrderEndpoint, { params: { id }, body: {} }));
export const useRetryCarrierReview = () =>
  useConsoleMutation((shipment_id: string) =>
    callEndpoint(consoleCarrierReviewRetryEndpoint, { params: { shipment_id }, body: {} }),
  );
export const useCancelCarrierReview = () =>
  useConsoleMutation((shipment_id: string) =>
    callEndpoint(consoleCarrierReviewCancelEndpoint, { params: { shipment_id }, body: {} }),
  );
export const useCreateVoucher = () =>
  useConsoleMutation((body: TVoucherCreateBody) => callEndpoint(consoleVoucherCreateEndpoint, { body }));
export const useSaveContent = (key: TContentKey) =>
  useConsoleMutation((body: TContentUpdate) =>
    callEndpoint(consoleContentUpdateEndpoint, { params: key, body }),
  );
export const useDeleteContent = () =>
  useConsoleMutation((key: { kind: "page" | "post"; identifier: string }) =>
    callEndpoint(consoleContentDeleteEndpoint, { params: key, body: {} }),
  );
/** Opening a message marks it read for the team; "mark as unread" undoes it (decision 059). */
export const useMarkMessageRead = () =>
  useConsoleMutation(({ id, read }: { id: number; read: boolean }) =>
    callEndpoint(consoleInboxReadEndpoint, { params: { id }, body: { read } }),
  );
export const useSetOperatorDisabled = () =>
  useConsoleMutation(({ id, disabled }: { id: number; disabled: boolean }) =>
    callEndpoint(consoleOperatorStatusEndpoint, { params: { id }, body: { disabled } }),
  );
export const useResetOperatorTotp = () =>
  useConsoleMutation(
    async (id: number) =>
      (await callEndpoint(consoleOperatorResetTotpEndpoint, { params: { id }, body: {} })).key,
  );
