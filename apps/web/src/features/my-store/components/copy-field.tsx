import { Button, CopyButton, Group, TextInput } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** A read-only value to paste into a store's admin, with its copy button. */
export function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation("myStore");
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        style={{ flex: 1 }}
        label={label}
        value={value}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        data-testid={testId}
        styles={{ input: { fontFamily: "monospace" } }}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            variant="default"
            onClick={copy}
            color={copied ? "green" : undefined}
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          >
            {copied ? t("copied") : t("copy")}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
