import { Button } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePageDisclosure } from "../../lib/use-page-disclosure.ts";

// The login form (react-hook-form, zod) loads on first use, not with the shell.
const loadLoginModal = () => import("../../features/session/components/login-modal.tsx");
const LoginModal = lazy(async () => ({ default: (await loadLoginModal()).LoginModal }));

export function LoginButton() {
  const { t } = useTranslation();
  // A navigation (a link, the language picker, the back button) closes the modal.
  const modal = usePageDisclosure();
  const [requested, setRequested] = useState(false);

  function open() {
    setRequested(true);
    modal.open();
  }

  return (
    <>
      <Button onClick={open} onPointerEnter={loadLoginModal} onFocus={loadLoginModal}>
        {t("session.login")}
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <LoginModal opened={modal.opened} onClose={modal.close} />
        </Suspense>
      )}
    </>
  );
}
