import { Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import type { TCarrierReviewRow } from "@ship/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatMoney } from "../../../lib/format.ts";
import { showSuccessToast } from "../../../lib/toast.ts";
import { carrierReviewsQuery, useCancelCarrierReview, useRetryCarrierReview } from "../api/console-api.ts";
import { TableHead } from "./table-head.tsx";

/**
 * Orders under carrier review (decision 062): paid, sent to a carrier that did not answer and has
 * nothing under their reference. The operator checks the carrier's portal, then sends one again
 * or cancels and refunds it.
 */
export function CarrierReviewsPanel() {
  const { t, i18n } = useTranslation("console");
  const reviews = useQuery(carrierReviewsQuery);
  const retry = useRetryCarrierReview();
  const cancel = useCancelCarrierReview();
  const [failure, setFailure] = useState<string | null>(null);
  const rows = reviews.data?.rows ?? [];
  const onError = (error: unknown) => setFailure(error instanceof ApiError ? error.message : t("failed"));
  const money = (row: TCarrierReviewRow) =>
    row.total === null ? "" : formatMoney(row.total, row.currency === "USD" ? "USD" : "EUR", i18n.language);

  function act(row: TCarrierReviewRow, kind: "retry" | "cancel") {
    const question = kind === "retry" ? "carrierReviews.retryConfirm" : "carrierReviews.cancelConfirm";
    if (!window.confirm(t(question, { id: row.order_id }))) return;
    setFailure(null);
    const done = kind === "retry" ? "carrierReviews.retried" : "carrierReviews.cancelled";
    (kind === "retry" ? retry : cancel).mutate(row.shipment_id, {
      onSuccess: () => showSuccessToast(t(done)),
      onError,
    });
  }

  return (
    <Stack data-testid="carrier-reviews">
      <Title order={2}>{t("carrierReviews.title")}</Title>
      <Text size="sm">{t("carrierReviews.intro")}</Text>
      <FormAlert message={failure} />
      {reviews.isSuccess && rows.length === 0 && <Text>{t("carrierReviews.none")}</Text>}
      {rows.length > 0 && (
        <Table striped>
          <TableHead
            labels={[
              t("fields.order"),
              t("fields.email"),
              t("fields.carrier"),
              t("carrierReviews.reason"),
              t("carrierReviews.since"),
              t("fields.total"),
              t("fields.actions"),
            ]}
          />
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.shipment_id} data-testid={`review-${row.order_id}`}>
                <Table.Td>{row.order_id}</Table.Td>
                <Table.Td>{row.customer_email ?? t("orders.visitor")}</Table.Td>
                <Table.Td>{row.carrier_code}</Table.Td>
                <Table.Td>{t(`carrierReviews.reasons.${row.reason}`)}</Table.Td>
                <Table.Td>{new Date(row.created_at).toLocaleString(i18n.language)}</Table.Td>
                <Table.Td>{money(row)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={t("carrierReviews.retryOne", { id: row.order_id })}
                      loading={retry.isPending && retry.variables === row.shipment_id}
                      onClick={() => act(row, "retry")}
                    >
                      {t("carrierReviews.retry")}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      aria-label={t("carrierReviews.cancelOne", { id: row.order_id })}
                      loading={cancel.isPending && cancel.variables === row.shipment_id}
                      onClick={() => act(row, "cancel")}
                    >
                      {t("carrierReviews.cancel")}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
