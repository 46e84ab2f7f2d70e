import { Alert, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import type { TPreOrderShippingIssue } from "@ship/domain";
import dayjs from "dayjs";
import { useMemo, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { ParcelLines } from "../../../components/quote-form/parcel-lines.tsx";
import {
  createDefaultQuote,
  type TQuoteFormValues,
} from "../../../components/quote-form/quote-form-values.ts";
import { API_ERROR_TYPE } from "../../../components/quote-form/use-quote-error-text.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { ORDER_OFFER_PATH, ratingStore } from "../../../lib/quote-flow.ts";
import { useRatePreOrder } from "../api/pre-orders.ts";
import type { TPreOrderRow } from "../pre-order-view.ts";
import { checkShipValues, parcelLinesOf, type TShipIssues, toRateBody } from "../ship-values.ts";

const NO_ISSUES: TShipIssues = { quantities: {}, parcels: [], products: [] };

/** The text of a §5 issue found before asking (the API answers its own texts). */
function useIssueText() {
  const { t } = useTranslation(["quote", "errors"]);
  return (issue: TPreOrderShippingIssue) =>
    issue.code === "0 higher"
      ? t("quote:errors.zero_higher")
      : t(`errors:${issue.code}`, "params" in issue ? issue.params : {});
}

/** The modal's form for the rows it was opened with: quantities, parcels, then Compare offers. */
function ShipForm({ rows, onClose }: { rows: TPreOrderRow[]; onClose: () => void }) {
  const { t } = useTranslation("preOrders");
  const { lang } = useParams();
  const navigate = useNavigate();
  const issueText = useIssueText();
  const first = rows[0] as TPreOrderRow;
  const today = useMemo(() => dayjs().format("YYYY-MM-DD"), []);
  const quote = useForm<TQuoteFormValues>({
    defaultValues: { ...createDefaultQuote(today), parcels: parcelLinesOf(first.product.parcels) },
  });
  const lines = useFieldArray({ control: quote.control, name: "parcels" });
  const [quantities, setQuantities] = useState(() => rows.map((row) => String(row.unsent)));
  const [issues, setIssues] = useState<TShipIssues>(NO_ISSUES);
  const [serverQuantities, setServerQuantities] = useState<Record<number, string>>({});
  const [alert, setAlert] = useState<string[]>([]);
  const rate = useRatePreOrder();

  /** The API's field errors in place (its texts), the others in the red box. */
  const showFailure = (error: unknown) => {
    if (!(error instanceof ApiError)) return setAlert([t("modal.failed")]);
    const rest: string[] = [];
    const apiQuantities: Record<number, string> = {};
    for (const item of error.errors) {
      const quantity = /^products\.(\d+)\.quantity$/.exec(item.field ?? "");
      const parcel = /^parcels\.(\d+)\.(number|weight|x|y|z)$/.exec(item.field ?? "");
      if (quantity) apiQuantities[Number(quantity[1])] = item.message;
      else if (parcel) {
        const path = `parcels.${Number(parcel[1])}.${parcel[2] as "weight"}` as const;
        quote.setError(path, { type: API_ERROR_TYPE, message: item.message });
      } else rest.push(item.message);
    }
    setServerQuantities(apiQuantities);
    setAlert([error.message, ...new Set(rest)].filter(Boolean));
  };
  const compare = () => {
    setAlert([]);
    setServerQuantities({});
    quote.clearErrors();
    const parcels = quote.getValues("parcels");
    const found = checkShipValues(rows, quantities, parcels);
    setIssues(found);
    for (const issue of found.parcels) {
      quote.setError(issue.path.join(".") as "parcels.0.weight", { message: issue.code });
    }
    if (found.parcels.length + found.products.length + Object.keys(found.quantities).length > 0) return;
    rate.mutate(toRateBody(rows, quantities, parcels), {
      onSuccess: ({ shipment_id, order_id }) => {
        ratingStore.write({
          shipment_id,
          order_id,
          origin: "pre-order",
          selected_offer: first.product.selected_offer,
        });
        navigate(`/${lang}/${ORDER_OFFER_PATH}`);
      },
      onError: showFailure,
    });
  };

  return (
    <Stack gap="md">
      {first.product.selected_offer && (
        <Text size="sm" c="dimmed" data-testid="shopper-choice">
          {t("modal.selectedOffer", { title: first.product.selected_offer.title })}
        </Text>
      )}
      {rows.map((row, index) => {
        const issue = issues.quantities[index];
        return (
          <TextInput
            key={`${row.preorder.merchant_order_id}/${row.product.product_id}`}
            label={`${t("modal.quantity")}: ${row.product.name || row.product.sku}`}
            description={t("modal.available", { count: row.unsent })}
            inputMode="numeric"
            maxLength={6}
            value={quantities[index] ?? ""}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setQuantities((current) => current.map((old, at) => (at === index ? value : old)));
            }}
            error={serverQuantities[index] ?? (issue ? issueText(issue) : undefined)}
            data-testid={`ship-quantity-${index}`}
          />
        );
      })}
      {issues.products.map((issue) => (
        <Alert key={issue.code} color="red" variant="light" role="alert" data-testid="ship-products-error">
          {issueText(issue)}
        </Alert>
      ))}
      <Stack gap={4}>
        <Text fw={600}>{t("modal.parcels")}</Text>
        <Text size="xs" c="dimmed">
          {t("modal.parcelsHint")}
        </Text>
      </Stack>
      <ParcelLines lines={lines} register={quote.register} errors={quote.formState.errors} unit="fr" />
      {alert.length > 0 && (
        <Alert color="red" variant="light" role="alert" data-testid="ship-error">
          {alert.map((text) => (
            <div key={text}>{text}</div>
          ))}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t("modal.cancel")}
        </Button>
        <Button onClick={compare} loading={rate.isPending} data-testid="ship-compare">
          {t("modal.compare")}
        </Button>
      </Group>
    </Stack>
  );
}

/** Spec §2 new pre-order shipment modal: the products' quantities and the parcels, then the offers. */
export function ShipModal({ rows, onClose }: { rows: TPreOrderRow[] | null; onClose: () => void }) {
  const { t } = useTranslation("preOrders");
  return (
    <Modal opened={rows !== null && rows.length > 0} onClose={onClose} title={t("modal.title")} size="lg">
      {rows && rows.length > 0 && <ShipForm rows={rows} onClose={onClose} />}
    </Modal>
  );
}
