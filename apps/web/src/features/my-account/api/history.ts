import { type TUserShipmentsBody, userShipmentsEndpoint } from "@ship/contracts";
import { isLang } from "@ship/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";

/** POST /user-shipments: one page of My shipments, sorted and searched on the server (spec §7). */
export function userShipmentsQuery(body: TUserShipmentsBody, lang: string) {
  return queryOptions({
    queryKey: ["user-shipments", body, lang],
    queryFn: ({ signal }) =>
      callEndpoint(userShipmentsEndpoint, { body, query: isLang(lang) ? { lang } : {} }, { signal }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
