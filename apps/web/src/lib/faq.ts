import type { TFaqGroup } from "@ship/contracts";
import { isLang } from "@ship/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { callEndpoint } from "./api-client.ts";
import { API_ROUTES } from "./api-routes.ts";

/**
 * POST /faq (decision 059): the questions and answers of the FAQ (its pages, the offers sidebar)
 * or of the my-store page, in the interface language, as the console edited them.
 */
export function useFaq(group: TFaqGroup = "faq") {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : "en";
  return useQuery({
    queryKey: ["faq", lang, group],
    queryFn: async ({ signal }) =>
      (await callEndpoint(API_ROUTES.faq, { body: { lang, group } }, { signal })).rows,
    staleTime: 5 * 60_000,
  });
}
