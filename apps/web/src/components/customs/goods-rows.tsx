import { ActionIcon, Button, Grid, Group, NumberInput, Paper, Stack, Text, TextInput } from "@mantine/core";
import { CUSTOMS_LIMITS, type TCurrency } from "@ship/domain";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useEffect } from "react";
import { Controller, get, useFieldArray, useFormContext, useFormState, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useCountries } from "../../lib/countries.ts";
import { formatMoney } from "../../lib/format.ts";
import { FormSelect } from "../form-select.tsx";
import { describeDuties, emptyDutyRow, type TDutyRowValues } from "./goods-rows-values.ts";

type TGoodsForm = { duties: TDutyRowValues[] };

type TGoodsRowsProps = {
  /** The currencies a unit price may be in. */
  currencies: readonly TCurrency[];
  /** The manufacture country a new row starts with (the sender's). */
  newRowCountry: string;
};

/**
 * The customs goods rows (spec §5) of the surrounding form's `duties`: description, manufacture
 * country, quantity, unit price and currency, each row's total in euros and the running total.
 * At least one row stays; shared by the order page and the ship-to-contact page.
 */
export function GoodsRows({ currencies, newRowCountry }: TGoodsRowsProps) {
  const { t, i18n } = useTranslation("order");
  const { control, register } = useFormContext<TGoodsForm>();
  const { errors } = useFormState<TGoodsForm>();
  const errorOf = (path: string): string | undefined =>
    (get(errors, path) as { message?: string } | undefined)?.message;
  const rows = useFieldArray({ control, name: "duties" });
  const duties = useWatch({ control, name: "duties" }) ?? [];
  const figures = describeDuties(duties);
  const countries = useCountries(i18n.language);
  const countryData = (countries.data ?? []).map((country) => ({ value: country.code, label: country.name }));
  const euros = (cents: number) => formatMoney(cents, "EUR", i18n.language);
  const empty = rows.fields.length === 0;

  // A customs table has at least one row: a form that starts without any gets the first one.
  useEffect(() => {
    if (empty) rows.append(emptyDutyRow(newRowCountry), { shouldFocus: false });
  }, [empty, rows, newRowCountry]);

  return (
    <>
      <Stack gap="xs" data-testid="customs-rows">
        {rows.fields.map((row, index) => (
          <Paper key={row.id} withBorder radius="sm" p="xs" data-testid="customs-row">
            <Grid gap="xs" align="flex-end">
              <Grid.Col span={{ base: 12, sm: 7 }}>
                <TextInput
                  label={t("customs.desc")}
                  required
                  maxLength={CUSTOMS_LIMITS.description}
                  error={errorOf(`duties.${index}.desc`)}
                  data-testid="duty-desc"
                  {...register(`duties.${index}.desc`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 5 }}>
                <FormSelect
                  control={control}
                  name={`duties.${index}.country`}
                  cleared=""
                  label={t("customs.country")}
                  required
                  data={countryData}
                  searchable
                  error={errorOf(`duties.${index}.country`)}
                  data-testid="duty-country"
                />
              </Grid.Col>
              <Grid.Col span={{ base: 4, sm: 2 }}>
                <Controller
                  control={control}
                  name={`duties.${index}.qty`}
                  render={({ field }) => (
                    <NumberInput
                      label={t("customs.qty")}
                      required
                      min={1}
                      max={CUSTOMS_LIMITS.maxQuantity}
                      allowDecimal={false}
                      value={field.value}
                      onChange={(value) => field.onChange(typeof value === "number" ? value : 0)}
                      error={errorOf(`duties.${index}.qty`)}
                      data-testid="duty-qty"
                    />
                  )}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 8, sm: 4 }}>
                <TextInput
                  label={t("customs.unit_price")}
                  required
                  inputMode="decimal"
                  maxLength={32}
                  error={errorOf(`duties.${index}.unit_price`)}
                  data-testid="duty-unit-price"
                  {...register(`duties.${index}.unit_price`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 5, sm: 2 }}>
                <FormSelect
                  control={control}
                  name={`duties.${index}.currency`}
                  cleared="EUR"
                  label={t("customs.currency")}
                  data={[...currencies]}
                  allowDeselect={false}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 7, sm: 4 }}>
                <Group justify="flex-end" gap="xs" wrap="nowrap" mih={36}>
                  <Stack gap={0} align="flex-end">
                    <Text size="xs" c="dimmed">
                      {t("customs.row_total")}
                    </Text>
                    <Text size="sm" fw={600} data-testid="duty-row-total">
                      {figures.rowTotals[index] == null ? "—" : euros(figures.rowTotals[index] ?? 0)}
                    </Text>
                  </Stack>
                  {rows.fields.length > 1 && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t("customs.remove_row")}
                      onClick={() => rows.remove(index)}
                      data-testid="duty-remove"
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
              </Grid.Col>
            </Grid>
          </Paper>
        ))}
      </Stack>
      <Group justify="space-between" px="xs">
        {rows.fields.length < CUSTOMS_LIMITS.maxRows ? (
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => rows.append(emptyDutyRow(newRowCountry))}
            data-testid="duty-add"
          >
            {t("customs.add_row")}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          <Text size="sm" fw={700}>
            {t("customs.total")}
          </Text>
          <Text size="sm" fw={700} data-testid="duties-total">
            {euros(figures.dutiesTotal)}
          </Text>
        </Group>
      </Group>
      {errorOf("duties") && (
        <Text size="sm" c="red" data-testid="duties-error">
          {errorOf("duties")}
        </Text>
      )}
    </>
  );
}
