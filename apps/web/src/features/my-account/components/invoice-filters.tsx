import { Button, Group, NumberInput, SegmentedControl, SimpleGrid, TextInput } from "@mantine/core";
import { type TInvoicesBody, ZInvoicesBody } from "@ship/contracts";
import i18next from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { translateIssue } from "../../../i18n/zod-error-map.ts";
import { ApiError } from "../../../lib/api-client.ts";

/** The filters of My invoices and Pay invoices (spec §2, §7 POST /invoices), as typed. */
export type TInvoiceFilterValues = {
  dateCreate: string;
  dateTo: string;
  dateCreateDue: string;
  dateToDue: string;
  priceFrom: number | string;
  priceTo: number | string;
};
const EMPTY: TInvoiceFilterValues = {
  dateCreate: "",
  dateTo: "",
  dateCreateDue: "",
  dateToDue: "",
  priceFrom: "",
  priceTo: "",
};

/** Only what was filled in goes to the API, which checks it (dates, ranges, decimals). */
export function invoiceFilterBody(values: TInvoiceFilterValues): TInvoicesBody {
  const body: TInvoicesBody = {};
  for (const key of ["dateCreate", "dateTo", "dateCreateDue", "dateToDue"] as const) {
    if (values[key] !== "") body[key] = values[key];
  }
  for (const key of ["priceFrom", "priceTo"] as const) {
    if (values[key] !== "") body[key] = Number(values[key]);
  }
  return body;
}

/**
 * The API's own rules (contracts ZInvoicesBody) checked before the search is sent, so a bad range
 * leaves the list as it was: field → translated message.
 */
function checkFilters(body: TInvoicesBody): Record<string, string> {
  const parsed = ZInvoicesBody.safeParse(body);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const code = `errors:${issue.message}`;
    errors[String(issue.path[0])] ??= i18next.exists(code)
      ? i18next.t(code, (issue as { params?: Record<string, unknown> }).params)
      : translateIssue(issue);
  }
  return errors;
}

/**
 * The search form: creation date, due date and amount ranges, and for My invoices which invoices
 * (unpaid, all, cancelled). The API's field errors of the last search show under their field.
 */
export function InvoiceFilters(props: {
  onSearch: (body: TInvoicesBody) => void;
  error: unknown;
  status?: { value: string; onChange: (value: string) => void };
}) {
  // The errors namespace too: the filters' messages are the API's (contracts) texts.
  const { t } = useTranslation(["myAccount", "errors"]);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const errorOf = (field: string) =>
    errors[field] ??
    (props.error instanceof ApiError
      ? props.error.errors.find((error) => error.field === field)?.message
      : undefined);
  const set = (key: keyof TInvoiceFilterValues) => (value: string | number) =>
    setValues((current) => ({ ...current, [key]: value }));
  const date = (key: "dateCreate" | "dateTo" | "dateCreateDue" | "dateToDue") => (
    <TextInput
      type="date"
      label={t(`invoices.filters.${key}`)}
      value={values[key]}
      onChange={(event) => set(key)(event.currentTarget.value)}
      error={errorOf(key)}
      data-testid={`filter-${key}`}
    />
  );
  const amount = (key: "priceFrom" | "priceTo") => (
    <NumberInput
      label={t(`invoices.filters.${key}`)}
      value={values[key]}
      onChange={set(key)}
      min={0}
      decimalScale={2}
      error={errorOf(key)}
      data-testid={`filter-${key}`}
    />
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const body = invoiceFilterBody(values);
        const found = checkFilters(body);
        setErrors(found);
        if (Object.keys(found).length === 0) props.onSearch(body);
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 6 }} spacing="sm">
        {date("dateCreate")}
        {date("dateTo")}
        {date("dateCreateDue")}
        {date("dateToDue")}
        {amount("priceFrom")}
        {amount("priceTo")}
      </SimpleGrid>
      <Group mt="sm" justify="space-between">
        {props.status ? (
          <SegmentedControl
            value={props.status.value}
            onChange={props.status.onChange}
            data={["unpaid", "all", "cancelled"].map((value) => ({
              value,
              label: t(`invoices.status.${value}`),
            }))}
            data-testid="invoice-status"
          />
        ) : (
          <span />
        )}
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() => {
              setValues(EMPTY);
              setErrors({});
              props.onSearch({});
            }}
          >
            {t("invoices.filters.reset")}
          </Button>
          <Button type="submit" data-testid="invoice-search">
            {t("invoices.filters.search")}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
