import {
  Alert,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { type TOrderInProgress, ORDER_EXTRA_LIMITS as X } from "@ship/contracts";
import { CARRIER_LIABILITY_CENTS_PER_KG, ORDER_FORM_LIMITS as L } from "@ship/domain";
import { IconInfoCircle } from "@tabler/icons-react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormSelect } from "../../../components/form-select.tsx";
import { formatMoney } from "../../../lib/format.ts";
import { describeForm, hiddenFields, type TOrderFormValues } from "../order-form-values.ts";
import { useFieldError } from "./use-field-error.ts";

/**
 * Shipment characteristics and insurance (spec §5, §9): reason (Documents only when allowed),
 * content, declared value (hidden for personal effects unless insured), insurance at 0.6 % of the
 * value with a 2 EUR minimum, and the personal effects' remarks and passport number abroad.
 */
export function CharacteristicsBlock({ order }: { order: TOrderInProgress }) {
  const { t, i18n } = useTranslation("order");
  const { control, register } = useFormContext<TOrderFormValues>();
  const errorOf = useFieldError();
  const values = useWatch({ control }) as TOrderFormValues;
  const figures = describeForm(values, order);
  const insured = values.insurance === 1 && !figures.personalEffectsAbroad;
  const hidden = hiddenFields(values, order);
  const liability = formatMoney(CARRIER_LIABILITY_CENTS_PER_KG, "EUR", i18n.language);

  return (
    <Fieldset legend={t("characteristics.title")} data-testid="characteristics-block">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <FormSelect
            control={control}
            name="reason"
            cleared="commercial"
            label={t("characteristics.reason")}
            required
            data={order.options.reasons.map((reason) => ({
              value: reason,
              label: t(`reasons.${reason}`),
            }))}
            allowDeselect={false}
            error={errorOf("reason")}
            data-testid="reason"
          />
          <TextInput
            label={t("characteristics.content")}
            required
            maxLength={L.content}
            error={errorOf("content")}
            data-testid="content"
            {...register("content")}
          />
        </SimpleGrid>

        {figures.personalEffectsAbroad && (
          <>
            <Alert variant="light" color="blue" icon={<IconInfoCircle />} data-testid="personal-effects-note">
              {t("characteristics.personal_effects_note")}
            </Alert>
            <TextInput
              label={t("characteristics.passport_number")}
              required
              maxLength={X.passportNumber}
              error={errorOf("passport_number")}
              data-testid="passport-number"
              {...register("passport_number")}
            />
            <Textarea
              label={t("characteristics.remarks")}
              maxLength={X.remarks}
              autosize
              minRows={2}
              error={errorOf("remarks")}
              data-testid="remarks"
              {...register("remarks")}
            />
          </>
        )}

        {!hidden.has("insurance") && (
          <Controller
            control={control}
            name="insurance"
            render={({ field }) => (
              <Checkbox
                label={t("characteristics.insurance")}
                description={t("characteristics.insurance_rule")}
                checked={field.value === 1}
                onChange={(event) => field.onChange(event.currentTarget.checked ? 1 : 0)}
                error={errorOf("insurance")}
                data-testid="insurance"
              />
            )}
          />
        )}
        {!hidden.has("value") && (
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <TextInput
              label={t("characteristics.value")}
              required={insured}
              maxLength={L.declaredValue}
              inputMode="decimal"
              error={errorOf("value")}
              style={{ flex: 1 }}
              data-testid="declared-value"
              {...register("value")}
            />
            <Controller
              control={control}
              name="currency"
              render={({ field }) => (
                <Select
                  label={t("characteristics.currency")}
                  data={order.options.currencies}
                  value={field.value ?? "EUR"}
                  onChange={(value) => field.onChange(value ?? "EUR")}
                  allowDeselect={false}
                  w={110}
                  data-testid="value-currency"
                />
              )}
            />
          </Group>
        )}
        {insured && figures.insurance > 0 && (
          <Text size="sm" data-testid="insurance-price">
            {t("characteristics.insurance_price", {
              price: formatMoney(figures.insurance, order.offer.currency, i18n.language),
            })}
          </Text>
        )}
        {!insured && (
          <Text size="xs" c="dimmed" data-testid="liability-note">
            {t("characteristics.liability", { amount: liability })}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
