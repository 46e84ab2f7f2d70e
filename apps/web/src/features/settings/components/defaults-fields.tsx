import { Checkbox, NativeSelect, TextInput } from "@mantine/core";
import type { TShipmentDefaults } from "@ship/contracts";
import { type Control, Controller, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";

/** Field helpers of the shipment-defaults and notification forms (values of spec §3 'Shipment defaults'). */
export type TDefaultsForm = {
  register: UseFormRegister<TShipmentDefaults>;
  control: Control<TShipmentDefaults>;
  errors: FieldErrors<TShipmentDefaults>;
};
type TKey = keyof TShipmentDefaults & string;

/** The notification flags of the defaults (spec §3), edited in their own section. */
export const NOTIFICATION_FLAGS = [
  "notification_recipient",
  "receive_notifications",
  "receive_notifications_expediteur",
  "receive_delivery_confirmations",
  "newsletter",
] as const;

const toNumber = (value: unknown) =>
  value === "" || value === null || value === undefined ? undefined : Number(String(value).replace(",", "."));
const toText = (value: unknown) => (value === "" || value === null ? undefined : value);

export function NumberField({
  form,
  name,
  step = "any",
}: {
  form: TDefaultsForm;
  name: TKey;
  step?: string;
}) {
  const { t } = useTranslation("settings");
  return (
    <TextInput
      type="number"
      inputMode="decimal"
      step={step}
      min={0}
      label={t(`defaults.${name}`)}
      error={(form.errors[name] as { message?: string } | undefined)?.message}
      {...form.register(name, { setValueAs: toNumber })}
    />
  );
}

export function TextField({ form, name, max }: { form: TDefaultsForm; name: TKey; max: number }) {
  const { t } = useTranslation("settings");
  return (
    <TextInput
      label={t(`defaults.${name}`)}
      maxLength={max}
      error={(form.errors[name] as { message?: string } | undefined)?.message}
      {...form.register(name, { setValueAs: toText })}
    />
  );
}

/** A select whose options are labelled from the catalog (defaults.options.{name}.{value}) or given. */
export function SelectField({
  form,
  name,
  values,
  numeric = false,
  labels,
}: {
  form: TDefaultsForm;
  name: TKey;
  values: readonly (string | number)[];
  numeric?: boolean;
  labels?: (value: string | number) => string;
}) {
  const { t } = useTranslation("settings");
  return (
    <NativeSelect
      label={t(`defaults.${name}`)}
      error={(form.errors[name] as { message?: string } | undefined)?.message}
      data={[
        { value: "", label: t("defaults.none") },
        ...values.map((value) => ({
          value: String(value),
          label: labels ? labels(value) : t(`defaults.options.${name}.${value}`),
        })),
      ]}
      {...form.register(name, { setValueAs: numeric ? toNumber : toText })}
    />
  );
}

/** A 0/1 flag of the defaults as a checkbox. */
export function FlagField({ form, name }: { form: TDefaultsForm; name: TKey }) {
  const { t } = useTranslation("settings");
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Checkbox
          label={t(`defaults.${name}`)}
          checked={field.value === 1}
          onChange={(event) => field.onChange(event.currentTarget.checked ? 1 : 0)}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}
