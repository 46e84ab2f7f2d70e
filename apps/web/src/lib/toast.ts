import { notifications } from "@mantine/notifications";
import i18next from "i18next";
import type { ReactNode } from "react";

/** The close button of a toast has a name screen readers say (axe: button-name). */
const closeButton = () => ({ "aria-label": i18next.t("common:close") });

/** The green toasts of spec §8 (user infos, email, password, settings updated, ...). */
export function showSuccessToast(message: ReactNode, autoClose = 4000) {
  notifications.show({
    color: "green",
    message,
    autoClose,
    withBorder: true,
    closeButtonProps: closeButton(),
  });
}

/** The red toasts of spec §8 failures ('Error, impossible to cancel the shipment', ...). */
export function showErrorToast(message: string) {
  notifications.show({
    color: "red",
    message,
    autoClose: 6000,
    withBorder: true,
    closeButtonProps: closeButton(),
  });
}
