import {
  payInvoicesConfirmEndpoint,
  payInvoicesEndpoint,
  type TPayInvoicesConfirmBody,
} from "@ship/contracts";
import { isLang, type TLang } from "@ship/domain";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";

const POLL_MS = 1000;
const langQuery = (lang: string) => (isLang(lang) ? { lang } : {});

/** Spec §7 payment form request with type pay_invoices: opens the card payment; answers its page. */
export function confirmPayInvoices(body: Omit<TPayInvoicesConfirmBody, "type">, lang: TLang) {
  return callEndpoint(payInvoicesConfirmEndpoint, {
    body: { ...body, type: "pay_invoices", origin_lang: lang },
    query: { lang },
  });
}

/** POST /pay_invoices: the server's record of the payment (never the URL), asked again while pending. */
export function invoicesPaymentQuery(cryptedTransactionId: string, lang: string) {
  return queryOptions({
    queryKey: ["invoices-payment", cryptedTransactionId],
    queryFn: ({ signal }) =>
      callEndpoint(
        payInvoicesEndpoint,
        { body: { transaction_id: cryptedTransactionId }, query: langQuery(lang) },
        { signal },
      ),
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === "pending" ? POLL_MS : false),
  });
}
