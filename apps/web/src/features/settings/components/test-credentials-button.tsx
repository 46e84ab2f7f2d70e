import { Button, Group, Text } from "@mantine/core";
import {
  settingsTestCarrierCredentialsEndpoint,
  type TCredentialsTestResult,
  type TCredentialValues,
} from "@ship/contracts";
import type { TCredentialCarrier } from "@ship/domain";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ApiError, callEndpoint } from "../../../lib/api-client.ts";

const OUTCOME_COLORS: Record<TCredentialsTestResult["outcome"], string> = {
  works: "green",
  refused: "red",
  unreachable: "orange",
  no_live_connector: "dimmed",
};

/**
 * Issue 19: asks the carrier whether the credentials work (the form's values as typed, a secret
 * left empty meaning the saved one) and says so beside the button, read out by screen readers.
 */
export function TestCredentialsButton({
  carrier,
  values,
}: {
  carrier: TCredentialCarrier;
  /** The form's current values, read when the button is pressed. */
  values: () => TCredentialValues;
}) {
  const { t } = useTranslation("settings");
  const test = useMutation({
    mutationFn: async () =>
      (
        await callEndpoint(settingsTestCarrierCredentialsEndpoint, {
          params: { carrier },
          body: { values: values() },
        })
      ).data,
  });
  const failure = test.error instanceof ApiError ? test.error.message : test.error ? t("failed") : null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Text role="status" size="sm" c={test.data ? OUTCOME_COLORS[test.data.outcome] : "red"}>
        {test.isPending ? "" : test.data ? t(`carriers.test.${test.data.outcome}`) : failure}
      </Text>
      <Button variant="default" onClick={() => test.mutate()} loading={test.isPending}>
        {t("carriers.test.button")}
      </Button>
    </Group>
  );
}
