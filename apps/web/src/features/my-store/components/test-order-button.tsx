import { Alert, Button, Stack } from "@mantine/core";
import type { TPreorderSource } from "@ship/contracts";
import { IconSend } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client.ts";
import { useSendTestOrder } from "../api/my-store-api.ts";

/** The test button: a sample order through the store's own route; it then shows as a pre-order. */
export function TestOrderButton({ kind }: { kind: TPreorderSource }) {
  const { t } = useTranslation("myStore");
  const send = useSendTestOrder(kind);
  return (
    <Stack gap="xs">
      <Button
        variant="light"
        leftSection={<IconSend size={16} />}
        loading={send.isPending}
        onClick={() => send.mutate()}
        data-testid={`test-order-${kind}`}
        style={{ alignSelf: "flex-start" }}
      >
        {t("test.button")}
      </Button>
      {send.isSuccess && (
        <Alert color="green" data-testid={`test-order-${kind}-sent`}>
          {t("test.sent", { order: send.data.merchant_order_id })}
        </Alert>
      )}
      {send.isError && (
        <Alert color="red">{send.error instanceof ApiError ? send.error.message : t("test.failed")}</Alert>
      )}
    </Stack>
  );
}
