import { blogEndpoint, blogPageEndpoint, cmsGetEndpoint } from "@ship/contracts";
import { isLang, type TLang } from "@ship/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { callEndpoint } from "../../../lib/api-client.ts";

/** The interface language as the content calls take it. */
export function useContentLang(): TLang {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : "en";
}

/** Spec §7 POST /cms/get: a CMS page of this host's brand in the interface language. */
export const cmsPageQuery = (lang: TLang, identifier: string) =>
  queryOptions({
    queryKey: ["cms", lang, identifier],
    queryFn: ({ signal }) => callEndpoint(cmsGetEndpoint, { body: { lang, identifier } }, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useCmsPage = (lang: TLang, identifier: string) => useQuery(cmsPageQuery(lang, identifier));

/** Spec §7 POST /blog: one page of posts (spec §9: 5 a page). */
export const useBlogList = (lang: TLang, page: number) =>
  useQuery({
    queryKey: ["blog", lang, page],
    queryFn: ({ signal }) => callEndpoint(blogEndpoint, { body: { lang, page, rows: 5 } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

/** Spec §7 POST /blog/page: one post. */
export const useBlogPost = (lang: TLang, identifier: string) =>
  useQuery({
    queryKey: ["blog-post", lang, identifier],
    queryFn: ({ signal }) => callEndpoint(blogPageEndpoint, { body: { lang, identifier } }, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
