import { Text } from "@mantine/core";
import type { ReactNode } from "react";

/** One fact of a recap, its label dimmed before it ("From 75011 Paris, France"). */
export function LabeledText({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}{" "}
      </Text>
      {children}
    </Text>
  );
}
