import { notifications } from "@mantine/notifications";

/** The green toasts of spec §8 (user infos, email, password, settings updated, ...). */
export function showSuccessToast(message: string) {
  notifications.show({ color: "green", message, autoClose: 4000, withBorder: true });
}
