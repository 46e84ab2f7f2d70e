import { useTranslation } from "react-i18next";
import { FailureModal } from "./failure-modal.tsx";

/** The failed single sign-on modal of spec §2: it shows the server's error text. */
export function FailedSsoModal({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation("accounts");
  return (
    <FailureModal
      title={t("sso.failedTitle")}
      message={message}
      testId="failed-sso-modal"
      onClose={onClose}
    />
  );
}
