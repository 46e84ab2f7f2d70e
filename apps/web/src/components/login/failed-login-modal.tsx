import { useTranslation } from "react-i18next";
import { FailureModal } from "./failure-modal.tsx";

/** The failed-login modal of the spec (§2): title "Login error", the reason below. */
export function FailedLoginModal({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FailureModal
      title={t("session.failedLoginTitle")}
      message={message}
      testId="failed-login-modal"
      zIndex={300}
      onClose={onClose}
    />
  );
}
