import { Modal } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useBrand } from "../../../lib/brand.ts";
import { returnScreenPath, takeReturnPath } from "../../../lib/return-to.ts";
import "../styles.ts";
import { LoginForm } from "../../../components/login/login-form.tsx";

/** Login in a modal: after success, back to the page that asked for login, else the return screen (spec §4). */
export function LoginModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const brand = useBrand();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { lang } = useParams();
  // Escape and outside clicks belong to the failed-login modal while it is open above this one.
  const [failureShown, setFailureShown] = useState(false);

  function handleLoggedIn() {
    onClose();
    const back = takeReturnPath() ?? returnScreenPath(brand.menu);
    if (back) navigate(`/${lang}/${back}`);
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("session.loginTitle")}
      centered
      closeOnEscape={!failureShown}
      closeOnClickOutside={!failureShown}
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <LoginForm onLoggedIn={handleLoggedIn} onFailureShown={setFailureShown} />
    </Modal>
  );
}
