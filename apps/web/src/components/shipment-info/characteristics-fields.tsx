import { Alert, Checkbox, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import {
  CARRIER_LIABILITY_CENTS_PER_KG,
  isPersonalEffectsAbroad,
  ORDER_FORM_LIMITS as L,
  orderFormBlocksOf,
  type TCurrency,
  ORDER_EXTRA_LIMITS as X,
} from "@ship/domain";
import { IconInfoCircle } from "@tabler/icons-react";
import {
  Controller,
  type FieldValues,
  get,
  type Path,
  useFormContext,
  useFormState,
  useWatch,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useBrand } from "../../lib/brand.ts";
import { formatMoney } from "../../lib/format.ts";
import { FormSelect } from "../form-select.tsx";
import {
  hiddenFields,
  insurancePriceOf,
  type TCharacteristicsContext,
  type TCharacteristicsValues,
} from "./characteristics.ts";

type TCharacteristicsFieldsProps = {
  context: TCharacteristicsContext;
  reasons: readonly string[];
  currencies: readonly TCurrency[];
  /** The order page asks the passport number and remarks of personal effects abroad; earlier pages do not. */
  withPersonalEffects: boolean;
};

/**
 * Shipment characteristics and insurance (spec §5, §9), in the form around it (its fields named as
 * TCharacteristicsValues): reason, content, declared value (hidden for personal effects unless
 * insured), insurance at 0.6 % of the value with a 2 EUR minimum, and the personal effects'
 * remarks and passport number abroad. Shared by the order page and the ship-to-contact page.
 */
export function CharacteristicsFields({
  context,
  reasons,
  currencies,
  withPersonalEffects,
}: TCharacteristicsFieldsProps) {
  const { t, i18n } = useTranslation("order");
  const { control, register } = useFormContext<TCharacteristicsValues & FieldValues>();
  // From the form state's own subscription: the order form's provider keeps its first form state.
  const { errors } = useFormState({ control });
  const errorOf = (path: keyof TCharacteristicsValues) =>
    (get(errors, path) as { message?: string } | undefined)?.message;
  const values = useWatch({ control }) as TCharacteristicsValues;
  const abroad = isPersonalEffectsAbroad(values.reason, context.from, context.to);
  const insured = values.insurance === 1 && !abroad;
  const hidden = hiddenFields(values, context);
  // Blocks the brand switched off do not exist on its pages (spec §1, decision 049).
  const blocks = orderFormBlocksOf(useBrand().blocks);
  const insurance = insurancePriceOf(values, context);
  const liability = formatMoney(CARRIER_LIABILITY_CENTS_PER_KG, "EUR", i18n.language);
  const name = (field: keyof TCharacteristicsValues) => field as Path<TCharacteristicsValues & FieldValues>;

  return (
    <Stack gap="sm">
      {blocks.shipmentInfo && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <FormSelect
            control={control}
            name={name("reason")}
            cleared="commercial"
            label={t("characteristics.reason")}
            required
            data={reasons.map((reason) => ({ value: reason, label: t(`reasons.${reason}`) }))}
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
            {...register(name("content"))}
          />
        </SimpleGrid>
      )}

      {abroad && withPersonalEffects && (
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
            {...register(name("passport_number"))}
          />
          <Textarea
            label={t("characteristics.remarks")}
            maxLength={X.remarks}
            autosize
            minRows={2}
            error={errorOf("remarks")}
            data-testid="remarks"
            {...register(name("remarks"))}
          />
        </>
      )}

      {blocks.shipmentValue && !hidden.has("insurance") && (
        <Controller
          control={control}
          name={name("insurance")}
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
      {blocks.shipmentValue && !hidden.has("value") && (
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <TextInput
            label={t("characteristics.value")}
            required={insured}
            maxLength={L.declaredValue}
            inputMode="decimal"
            error={errorOf("value")}
            style={{ flex: 1 }}
            data-testid="declared-value"
            {...register(name("value"))}
          />
          <Controller
            control={control}
            name={name("currency")}
            render={({ field }) => (
              <Select
                label={t("characteristics.currency")}
                data={[...currencies]}
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
      {insured && insurance > 0 && (
        <Text size="sm" data-testid="insurance-price">
          {t("characteristics.insurance_price", {
            price: formatMoney(insurance, context.priceCurrency, i18n.language),
          })}
        </Text>
      )}
      {!insured && (
        <Text size="xs" c="dimmed" data-testid="liability-note">
          {t("characteristics.liability", { amount: liability })}
        </Text>
      )}
    </Stack>
  );
}
