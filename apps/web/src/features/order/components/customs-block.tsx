import { Alert, Fieldset, Group, Radio, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import type { TOrderInProgress } from "@ship/contracts";
import { ORDER_EXTRA_LIMITS as X } from "@ship/domain";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { GoodsRows } from "../../../components/customs/goods-rows.tsx";
import { FormSelect } from "../../../components/form-select.tsx";
import { useCountries } from "../../../lib/countries.ts";
import { describeForm, type TOrderFormValues } from "../order-form-values.ts";
import { useFieldError } from "./use-field-error.ts";

/**
 * Customs obligations and duty payment (spec §5), shown when duties apply: the shared goods rows
 * (at least one stays; the first has quantity 1; each row's total in euros and the total line),
 * the EEI warning for US exports of $2,500 or more, and who pays the duties for this carrier.
 */
export function CustomsBlock({ order }: { order: TOrderInProgress }) {
  const { t, i18n } = useTranslation("order");
  const { control, register } = useFormContext<TOrderFormValues>();
  const errorOf = useFieldError();
  const values = useWatch({ control }) as TOrderFormValues;
  const figures = describeForm(values, order);
  const countries = useCountries(i18n.language);
  const countryData = (countries.data ?? []).map((country) => ({ value: country.code, label: country.name }));
  const rule = order.options.duty_third_party;
  const thirdParty = values.duty_payment_third_party === 1;

  return (
    <Fieldset legend={t("customs.title")} data-testid="customs-block">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("customs.intro")}
        </Text>
        <GoodsRows
          currencies={order.options.currencies}
          newRowCountry={order.shipment.ship_from.country_code}
        />
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
