import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import "@mantine/core/styles/Table.css";
import { type TOrderInProgress, ORDER_EXTRA_LIMITS as X } from "@ship/contracts";
import { CUSTOMS_LIMITS } from "@ship/domain";
import { IconAlertTriangle, IconPlus, IconTrash } from "@tabler/icons-react";
import { Controller, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useCountries } from "../../../lib/countries.ts";
import { formatAmount } from "../../payment/format-money.ts";
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
  const euros = (cents: number) => formatAmount(cents, "EUR", i18n.language);
  const rule = order.options.duty_third_party;
  const thirdParty = values.duty_payment_third_party === 1;

  return (
    <Fieldset legend={t("customs.title")} data-testid="customs-block">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("customs.intro")}
        </Text>
        <Table.ScrollContainer minWidth={820}>
          <Table verticalSpacing={4} data-testid="customs-rows">
            <Table.Thead>
              <Table.Tr>
                <Table.Th miw={170}>{t("customs.desc")}</Table.Th>
                <Table.Th w={180}>{t("customs.country")}</Table.Th>
                <Table.Th w={90}>{t("customs.qty")}</Table.Th>
                <Table.Th w={120}>{t("customs.unit_price")}</Table.Th>
                <Table.Th w={100}>{t("customs.currency")}</Table.Th>
                <Table.Th w={110} ta="right">
                  {t("customs.row_total")}
                </Table.Th>
                <Table.Th w={40} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.fields.map((row, index) => (
                <Table.Tr key={row.id} data-testid="customs-row">
                  <Table.Td>
                    <TextInput
                      aria-label={t("customs.desc")}
                      maxLength={CUSTOMS_LIMITS.description}
                      error={errorOf(`duties.${index}.desc`)}
                      data-testid="duty-desc"
                      {...register(`duties.${index}.desc`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Controller
                      control={control}
                      name={`duties.${index}.country`}
                      render={({ field }) => (
                        <Select
                          aria-label={t("customs.country")}
                          data={countryData}
                          searchable
                          value={field.value || null}
                          onChange={(value) => field.onChange(value ?? "")}
                          error={errorOf(`duties.${index}.country`)}
                          data-testid="duty-country"
                        />
                      )}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Controller
                      control={control}
                      name={`duties.${index}.qty`}
                      render={({ field }) => (
                        <NumberInput
                          aria-label={t("customs.qty")}
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
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t("customs.unit_price")}
                      inputMode="decimal"
                      maxLength={32}
                      error={errorOf(`duties.${index}.unit_price`)}
                      data-testid="duty-unit-price"
                      {...register(`duties.${index}.unit_price`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Controller
                      control={control}
                      name={`duties.${index}.currency`}
                      render={({ field }) => (
                        <Select
                          aria-label={t("customs.currency")}
                          data={order.options.currencies}
                          value={field.value}
                          onChange={(value) => field.onChange(value ?? "EUR")}
                          allowDeselect={false}
                        />
                      )}
                    />
                  </Table.Td>
                  <Table.Td ta="right" data-testid="duty-row-total">
                    {figures.rowTotals[index] === null || figures.rowTotals[index] === undefined
                      ? "—"
                      : euros(figures.rowTotals[index] ?? 0)}
                  </Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={5} ta="right">
                  {t("customs.total")}
                </Table.Th>
                <Table.Th ta="right" data-testid="duties-total">
                  {euros(figures.dutiesTotal)}
                </Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
        {errorOf("duties") && (
          <Text size="sm" c="red" data-testid="duties-error">
            {errorOf("duties")}
          </Text>
        )}
        {rows.fields.length < CUSTOMS_LIMITS.maxRows && (
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => rows.append({ ...emptyDutyRow(order.shipment.ship_from.country_code), qty: 1 })}
            style={{ alignSelf: "flex-start" }}
            data-testid="duty-add"
          >
            {t("customs.add_row")}
          </Button>
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
                <Controller
                  control={control}
                  name="duty_account_country"
                  render={({ field }) => (
                    <Select
                      label={t("customs.account_country")}
                      required
                      data={countryData}
                      searchable
                      value={field.value || null}
                      onChange={(value) => field.onChange(value ?? "")}
                      error={errorOf("duty_account_country")}
                      data-testid="duty-account-country"
                    />
                  )}
                />
              </>
            )}
          </SimpleGrid>
        )}
      </Stack>
    </Fieldset>
  );
}
