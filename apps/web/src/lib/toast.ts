import { notifications } from "@mantine/notifications";
import type { ReactNode } from "react";

/** The green toasts of spec §8 (user infos, email, password, settings updated, ...). */
export function showSuccessToast(message: ReactNode, autoClose = 4000) {
  notifications.show({ color: "green", message, autoClose, withBorder: true });
}

/** The red toasts of spec §8 failures ('Error, impossible to cancel the shipment', ...). */
export function showErrorToast(message: string) {
  notifications.show({ color: "red", message, autoClose: 6000, withBorder: true });
}
