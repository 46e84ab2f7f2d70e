import {
  creditAccountConfirmEndpoint,
  creditAccountInfoEndpoint,
  creditMovementsEndpoint,
  paymentTransactionEndpoint,
} from "@ship/contracts";
import { isLang, type TLang, type TTopUpEuros } from "@ship/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";

const POLL_MS = 1000;
const langQuery = (lang: string) => (isLang(lang) ? { lang } : {});

/** GET /credit-account-info/{id}: the caller's balance and the top-ups offered (spec §7). */
export function creditAccountQuery(userId: number, lang: string) {
  return queryOptions({
    queryKey: ["credit-account", userId],
    queryFn: ({ signal }) =>
      callEndpoint(creditAccountInfoEndpoint, { params: { id: userId }, query: langQuery(lang) }, { signal }),
    retry: false,
    staleTime: 0,
  });
}

/** POST /credit-movements: one page of the ledger, newest first. */
export function creditMovementsQuery(page: number, lang: string) {
  return queryOptions({
    queryKey: ["credit-movements", page],
    queryFn: ({ signal }) =>
      callEndpoint(creditMovementsEndpoint, { body: { page }, query: langQuery(lang) }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST /credit-acount/confirm: opens the card payment of a top-up; answers the card page. */
export function confirmTopUp(amount: TTopUpEuros, lang: TLang) {
  return callEndpoint(creditAccountConfirmEndpoint, {
    body: { amount, origin_lang: lang },
    query: { lang },
  });
}

/** The server's record of the top-up's card payment (never the return URL), polled while pending. */
export function topUpTransactionQuery(cryptedTransactionId: string, lang: string) {
  return queryOptions({
    queryKey: ["top-up-transaction", cryptedTransactionId],
    queryFn: ({ signal }) =>
      callEndpoint(
        paymentTransactionEndpoint,
        { params: { crypted_transaction_id: cryptedTransactionId }, query: langQuery(lang) },
        { signal },
      ),
    retry: false,
    refetchInterval: (query) => (query.state.data?.transaction.status === "pending" ? POLL_MS : false),
  });
}
