import { ssoRedirectEndpoint, ssoStatusEndpoint } from "@ship/contracts";
import { queryOptions, useMutation } from "@tanstack/react-query";
import i18next from "i18next";
import { callEndpoint } from "./api-client.ts";

// Single sign-on starts from the login form (components/login/sso-button.tsx) and finishes on
// #/loginSSO (features/sso): the start and the language kept meanwhile are shared by both.

/** The redirect URI this app registers with the provider (GET /loginSSO hands it to #/loginSSO). */
export const ssoRedirectUri = () => `${window.location.origin}/loginSSO`;

// The provider sends the browser back to #/loginSSO, which has no language segment: the language
// the sign-on started in is kept in this tab meanwhile, so the user comes back in it.
const SSO_LANG_KEY = "ship.sso.lang";

export function rememberSsoLanguage(lang: string) {
  window.sessionStorage.setItem(SSO_LANG_KEY, lang);
}

/** The language the sign-on started in, if this tab started one. */
export function ssoStartLanguage(): string | null {
  return window.sessionStorage.getItem(SSO_LANG_KEY);
}

export function forgetSsoLanguage() {
  window.sessionStorage.removeItem(SSO_LANG_KEY);
}

export const ssoStatusQuery = queryOptions({
  queryKey: ["sso-status"],
  queryFn: async ({ signal }) => (await callEndpoint(ssoStatusEndpoint, {}, { signal })).enabled,
  staleTime: Number.POSITIVE_INFINITY,
});

/** POST /login/sso/izberg/redirect: the provider's sign-in URL for this session. */
export function useStartSso() {
  return useMutation({
    mutationFn: async () =>
      (await callEndpoint(ssoRedirectEndpoint, { body: { redirectUri: ssoRedirectUri() } })).url,
    onSuccess: (url) => {
      rememberSsoLanguage(i18next.resolvedLanguage ?? i18next.language);
      window.location.assign(url);
    },
  });
}
