import { Center, Loader, Stack, Text } from "@mantine/core";
import { isLang } from "@ship/domain";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { afterLoginPath } from "../../session/return-screen.ts";
import "../../register/styles.ts";
import { useFinishSso } from "../api/sso.ts";
import { FailedSsoModal } from "./failed-sso-modal.tsx";

const CALLBACK_KEYS = ["code", "state", "error", "error_description", "iss"];

/**
 * #/loginSSO (spec §2): the provider sent the browser back here; the API checks the answer against
 * this session's sign-on and logs in. A failure opens the failed-SSO modal with the server's text.
 */
export function LoginSsoPage() {
  const { t, i18n } = useTranslation(["accounts", "errors"]);
  const location = useLocation();
  const navigate = useNavigate();
  const finish = useFinishSso();
  const [failure, setFailure] = useState<string | null>(null);
  const sent = useRef(false);
  const lang = isLang(i18n.language) ? i18n.language : "fr";

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const query = new URLSearchParams(location.search);
    const body = Object.fromEntries(
      CALLBACK_KEYS.flatMap((key) => (query.get(key) ? [[key, query.get(key) ?? ""]] : [])),
    );
    finish.mutate(body, {
      onSuccess: () => navigate(`/${lang}/${afterLoginPath()}`, { replace: true }),
      onError: (error) =>
        setFailure((error instanceof ApiError && error.errors[0]?.message) || t("errors:internal")),
    });
  }, [finish, location.search, navigate, lang, t]);

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
