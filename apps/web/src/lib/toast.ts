import { notifications } from "@mantine/notifications";

/** The green toasts of spec §8 (user infos, email, password, settings updated, ...). */
export function showSuccessToast(message: string) {
  notifications.show({ color: "green", message, autoClose: 4000, withBorder: true });
}

/** The red toasts of spec §8 failures ('Error, impossible to cancel the shipment', ...). */
export function showErrorToast(message: string) {
  notifications.show({ color: "red", message, autoClose: 6000, withBorder: true });
}
