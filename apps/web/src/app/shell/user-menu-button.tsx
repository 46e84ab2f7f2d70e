import { Button, type ButtonProps } from "@mantine/core";
import { IconChevronDown, IconUserCircle } from "@tabler/icons-react";
import type { ComponentPropsWithRef } from "react";

/** The user menu's trigger, labelled with the company or the last name (spec §2). */
export function UserMenuButton({
  label,
  ...props
}: { label: string } & ButtonProps & ComponentPropsWithRef<"button">) {
  return (
    <Button
      variant="light"
      leftSection={<IconUserCircle size={18} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      maw={240}
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
      data-testid="user-menu"
    >
      {label}
    </Button>
  );
}
