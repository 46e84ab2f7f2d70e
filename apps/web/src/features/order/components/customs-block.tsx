import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Grid,
  Group,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { type TOrderInProgress, ORDER_EXTRA_LIMITS as X } from "@ship/contracts";
import { CUSTOMS_LIMITS } from "@ship/domain";
import { IconAlertTriangle, IconPlus, IconTrash } from "@tabler/icons-react";
import { Controller, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormSelect } from "../../../components/form-select.tsx";
import { useCountries } from "../../../lib/countries.ts";
import { formatMoney } from "../../../lib/format.ts";
import { describeForm, emptyDutyRow, type TOrderFormValues } from "../order-form-values.ts";
import { useFieldError } from "./use-field-error.ts";

/**
 * Customs obligations and duty payment (spec §5), shown when duties apply: goods rows (at least
 * one stays; the first has quantity 1), each row's total in euros and the total line, the EEI
 * warning for US exports of $2,500 or more, and who pays the duties for this carrier.
 */
export function CustomsBlock({ order }: { order: TOrderInProgress }) {
  const { t, i18n } = useTranslation("order");
  const { control, register } = useFormContext<TOrderFormValues>();
  const errorOf = useFieldError();
  const rows = useFieldArray({ control, name: "duties" });
  const values = useWatch({ control }) as TOrderFormValues;
  const figures = describeForm(values, order);
  const countries = useCountries(i18n.language);
  const countryData = (countries.data ?? []).map((country) => ({ value: country.code, label: country.name }));
  const euros = (cents: number) => formatMoney(cents, "EUR", i18n.language);
  const rule = order.options.duty_third_party;
  const thirdParty = values.duty_payment_third_party === 1;

  return (
    <Fieldset legend={t("customs.title")} data-testid="customs-block">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("customs.intro")}
        </Text>
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
                    data={order.options.currencies}
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
              onClick={() => rows.append({ ...emptyDutyRow(order.shipment.ship_from.country_code), qty: 1 })}
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
        {figures.eeiRequired && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle />} data-testid="eei-warning">
            {t("customs.eei")}
          </Alert>
        )}

        <Controller
          control={control}
          name="duty_payment_third_party"
          render={({ field }) => (
            <Radio.Group
              label={t("customs.duty_payment")}
              value={String(field.value ?? 0)}
              onChange={(value) => field.onChange(value === "1" ? 1 : 0)}
              error={errorOf("duty_payment_third_party")}
            >
              <Group gap="lg" mt={4}>
                <Radio value="0" label={t("customs.duty_recipient")} data-testid="duty-recipient" />
                <Radio
                  value="1"
                  label={t("customs.duty_third_party")}
                  disabled={rule === "not_allowed"}
                  data-testid="duty-third-party"
                />
              </Group>
            </Radio.Group>
          )}
        />
        {rule === "not_allowed" && (
          <Text size="xs" c="dimmed">
            {t("customs.duty_third_party_unavailable")}
          </Text>
        )}
        {thirdParty && rule !== "not_allowed" && (
          <SimpleGrid cols={{ base: 1, sm: rule === "ups" ? 3 : 1 }} spacing="sm">
            <TextInput
              label={t("customs.account_number")}
              required
              maxLength={X.dutyAccountNumber}
              error={errorOf("duty_account_number")}
              data-testid="duty-account-number"
              {...register("duty_account_number")}
            />
            {rule === "ups" && (
              <>
                <TextInput
                  label={t("customs.account_postcode")}
                  required
                  maxLength={X.dutyPostcode}
                  error={errorOf("duty_account_postcode")}
                  data-testid="duty-account-postcode"
                  {...register("duty_account_postcode")}
                />
                <FormSelect
                  control={control}
                  name="duty_account_country"
                  cleared=""
                  label={t("customs.account_country")}
                  required
                  data={countryData}
                  searchable
                  error={errorOf("duty_account_country")}
                  data-testid="duty-account-country"
                />
              </>
            )}
          </SimpleGrid>
        )}
      </Stack>
    </Fieldset>
  );
}
