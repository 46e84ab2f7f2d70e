import { Button, Group } from "@mantine/core";
import type { ReactNode } from "react";
import { FormAlert } from "./form-alert.tsx";

/**
 * The end of a form that saves: the red box of spec §8, then the save button, busy while the call
 * runs. It submits the form, or calls `onClick` when the fields are not in a form.
 */
export function FormFooter({
  failure,
  pending,
  label,
  onClick,
  extra,
}: {
  failure: string | null;
  pending: boolean;
  label: string;
  onClick?: () => void;
  /** Buttons shown before the save button. */
  extra?: ReactNode;
}) {
  return (
    <>
      <FormAlert message={failure} />
      <Group justify="flex-end">
        {extra}
        <Button type={onClick ? "button" : "submit"} loading={pending} onClick={onClick}>
          {label}
        </Button>
      </Group>
    </>
  );
}
