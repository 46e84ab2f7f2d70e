import { Button } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api-client.ts";
import { ssoStatusQuery, useStartSso } from "../../lib/sso.ts";
import { FailedSsoModal } from "./failed-sso-modal.tsx";

/** 'Log in with the marketplace', shown only when the server has single sign-on configured. */
export function SsoButton() {
  const { t } = useTranslation(["accounts", "errors"]);
  const enabled = useQuery(ssoStatusQuery);
  const start = useStartSso();
  const [failure, setFailure] = useState<string | null>(null);
  if (!enabled.data) return null;
  return (
    <>
      <Button
        variant="default"
        fullWidth
        loading={start.isPending}
        onClick={() =>
          start.mutate(undefined, {
            onError: (error) =>
              setFailure((error instanceof ApiError && error.errors[0]?.message) || t("errors:internal")),
          })
        }
      >
        {t("sso.button")}
      </Button>
      {failure !== null && <FailedSsoModal message={failure} onClose={() => setFailure(null)} />}
    </>
  );
}
