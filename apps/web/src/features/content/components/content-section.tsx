import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A titled block of a content page (h2 and its text). */
export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="xs">
      <Title order={2} size="h3">
        {title}
      </Title>
      {typeof children === "string" ? <Text>{children}</Text> : children}
    </Stack>
  );
}
