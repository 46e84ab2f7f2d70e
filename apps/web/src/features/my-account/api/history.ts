import {
  invoicesEndpoint,
  paymentsEndpoint,
  type TInvoicesBody,
  type TPaymentsBody,
  type TUserShipmentsBody,
  userShipmentsEndpoint,
} from "@ship/contracts";
import { isLang } from "@ship/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";

const langQuery = (lang: string) => (isLang(lang) ? { lang } : {});

/** POST /user-shipments: one page of My shipments, sorted and searched on the server (spec §7). */
export function userShipmentsQuery(body: TUserShipmentsBody, lang: string) {
  return queryOptions({
    queryKey: ["user-shipments", body, lang],
    queryFn: ({ signal }) =>
      callEndpoint(userShipmentsEndpoint, { body, query: langQuery(lang) }, { signal }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** POST /invoices: one filtered page of My invoices or Pay invoices (spec §7). */
export function invoicesQuery(body: TInvoicesBody, lang: string) {
  return queryOptions({
    queryKey: ["invoices", body, lang],
    queryFn: ({ signal }) => callEndpoint(invoicesEndpoint, { body, query: langQuery(lang) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /payments: one page of My payments (spec §7). */
export function paymentsQuery(body: TPaymentsBody, lang: string) {
  return queryOptions({
    queryKey: ["payments", body, lang],
    queryFn: ({ signal }) => callEndpoint(paymentsEndpoint, { body, query: langQuery(lang) }, { signal }),
    placeholderData: keepPreviousData,
  });
}
