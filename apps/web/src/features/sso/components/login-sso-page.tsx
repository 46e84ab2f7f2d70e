import { Center, Loader, Stack, Text } from "@mantine/core";
import { isLang } from "@ship/domain";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useNavigate, useParams } from "react-router";
import "../../../components/account-styles.ts";
import { FailedSsoModal } from "../../../components/login/failed-sso-modal.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useBrand } from "../../../lib/brand.ts";
import { afterLoginPath } from "../../../lib/return-to.ts";
import { forgetSsoLanguage, ssoStartLanguage } from "../../../lib/sso.ts";
import { useFinishSso } from "../api/sso.ts";

const CALLBACK_KEYS = ["code", "state", "error", "error_description", "iss"];

/**
 * #/loginSSO (spec §2): the provider sent the browser back here; the API checks the answer against
 * this session's sign-on and logs in. A failure opens the failed-SSO modal with the server's text.
 */
export function LoginSsoPage() {
  const brand = useBrand();
  const { t, i18n } = useTranslation(["accounts", "errors"]);
  const location = useLocation();
  const navigate = useNavigate();
  const finish = useFinishSso();
  const [failure, setFailure] = useState<string | null>(null);
  const sent = useRef(false);
  const { lang: urlLang } = useParams();
  const lang = isLang(urlLang) ? urlLang : isLang(i18n.language) ? i18n.language : "fr";
  const started = ssoStartLanguage();
  // Back in the language the sign-on started in (the return URL has none).
  const backTo = isLang(started) && started !== lang ? started : null;

  useEffect(() => {
    // The server answers in the request's language: wait until the interface has switched to it.
    if (sent.current || backTo || i18n.language !== lang) return;
    sent.current = true;
    forgetSsoLanguage();
    const query = new URLSearchParams(location.search);
    const body = Object.fromEntries(
      CALLBACK_KEYS.flatMap((key) => (query.get(key) ? [[key, query.get(key) ?? ""]] : [])),
    );
    finish.mutate(body, {
      onSuccess: () => navigate(`/${lang}/${afterLoginPath(brand.menu)}`, { replace: true }),
      onError: (error) =>
        setFailure((error instanceof ApiError && error.errors[0]?.message) || t("errors:internal")),
    });
  }, [finish, location.search, navigate, lang, t, backTo, i18n.language, brand.menu]);

  if (backTo) return <Navigate to={`/${backTo}/loginSSO${location.search}`} replace />;
  return (
    <Center mih="60vh">
      <Stack align="center">
        <Loader />
        <Text>{t("sso.progress")}</Text>
      </Stack>
      {failure !== null && (
        <FailedSsoModal message={failure} onClose={() => navigate(`/${lang}/index`, { replace: true })} />
      )}
    </Center>
  );
}
