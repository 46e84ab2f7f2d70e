import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import "@mantine/core/styles/Fieldset.css";
import {
  settingsUpdateShipmentEndpoint,
  type TCountry,
  type TShipmentDefaults,
  ZShipmentDefaults,
} from "@ship/contracts";
import {
  CARRIER_CODES,
  CLOSE_TIME_RANGE,
  CURRENCIES,
  SETTINGS_LIMITS as L,
  LABEL_FORMATS,
  listQuarterHours,
  POINT_SELECTIONS,
  READY_TIME_RANGE,
  SHIPMENT_REASONS,
  UNIT_SYSTEMS,
} from "@ship/domain";
import { IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Controller, useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormFooter } from "../../../components/form-footer.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { shipmentDefaultsQuery } from "../../../lib/account-settings.ts";
import { countriesQuery } from "../../../lib/countries.ts";
import { useFormSection } from "../../../lib/use-form-section.ts";
import { useSettingsMutation } from "../api/settings-api.ts";
import {
  FlagField,
  NOTIFICATION_FLAGS,
  NumberField,
  SelectField,
  type TDefaultsForm,
  TextField,
} from "./defaults-fields.tsx";

const PREFIX = "shipment_defaults.";

/**
 * A form over the defaults document, which two sections edit: each one saves its own fields
 * (`part`) and the other section's fields as last saved.
 */
export function useShipmentDefaultsForm(
  userId: number,
  defaults: TShipmentDefaults,
  part: "defaults" | "flags",
) {
  const { t } = useTranslation("settings");
  const queryClient = useQueryClient();
  const section = useFormSection<TShipmentDefaults, { shipment_defaults: TShipmentDefaults }>({
    schema: ZShipmentDefaults,
    defaultValues: defaults,
    mutation: useSettingsMutation(settingsUpdateShipmentEndpoint, { id: userId }),
    fieldOf: (field) =>
      field.startsWith(PREFIX) ? (field.slice(PREFIX.length).split(".")[0] ?? null) : null,
    failed: t("failed"),
  });

  function save(values: TShipmentDefaults) {
    const latest = queryClient.getQueryData(shipmentDefaultsQuery(userId).queryKey) ?? {};
    const isFlag = (key: string) => (NOTIFICATION_FLAGS as readonly string[]).includes(key);
    const keep = (from: TShipmentDefaults, flags: boolean) =>
      Object.fromEntries(Object.entries(from).filter(([key]) => isFlag(key) === flags));
    const merged = { ...keep(latest, part === "defaults"), ...keep(values, part === "flags") };
    section.send({ shipment_defaults: merged }, { toast: t("toasts.settings") });
  }

  return { ...section, save };
}

/** Section 4: default shipment settings (spec §3), used to prefill the quote form. */
export function ShipmentDefaultsSection({ userId }: { userId: number }) {
  const { i18n } = useTranslation();
  const defaults = useQuery(shipmentDefaultsQuery(userId));
  const countries = useQuery(countriesQuery(i18n.language));
  if (!defaults.data || !countries.data) return <PageLoader />;
  return <ShipmentDefaultsForm userId={userId} defaults={defaults.data} countries={countries.data} />;
}

function ShipmentDefaultsForm({
  userId,
  defaults,
  countries,
}: {
  userId: number;
  defaults: TShipmentDefaults;
  countries: TCountry[];
}) {
  const { t } = useTranslation("settings");
  const { form: rhf, failure, pending, save } = useShipmentDefaultsForm(userId, defaults, "defaults");
  const { register, control, handleSubmit, watch, formState } = rhf;
  const form: TDefaultsForm = { register, control, errors: formState.errors };
  const dimensions = useFieldArray({ control, name: "dimensions" });
  const notes = watch("notes") ?? "";
  const countryName = (id: string | number) =>
    countries.find((country) => country.id === Number(id))?.name ?? "";

  const submit = handleSubmit(save);

  return (
    <form onSubmit={submit} noValidate aria-label={t("sections.shipment")}>
      <Stack gap="md">
        <Fieldset legend={t("defaults.groups.parcel")}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <SelectField form={form} name="shipment_type" values={[1, 2, 3]} numeric />
            <SelectField form={form} name="parcel_unit" values={UNIT_SYSTEMS} />
            <NumberField form={form} name="parcel_number" step="1" />
            <NumberField form={form} name="parcel_weight" />
            <NumberField form={form} name="parcel_x" />
            <NumberField form={form} name="parcel_y" />
            <NumberField form={form} name="parcel_z" />
          </SimpleGrid>
          <Stack gap="xs" mt="sm">
            <Text size="sm" fw={500}>
              {t("defaults.dimensions")}
            </Text>
            {dimensions.fields.map((item, index) => (
              <Group key={item.id} gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  label={t("defaults.dimensionName")}
                  maxLength={L.dimensionName}
                  error={formState.errors.dimensions?.[index]?.name?.message}
                  {...register(`dimensions.${index}.name`)}
                />
                {(["x", "y", "z"] as const).map((axis) => (
                  <TextInput
                    key={axis}
                    type="number"
                    step="any"
                    w={90}
                    label={t(`defaults.parcel_${axis}`)}
                    error={formState.errors.dimensions?.[index]?.[axis]?.message}
                    {...register(`dimensions.${index}.${axis}`, {
                      setValueAs: (v) => (v === "" ? undefined : Number(v)),
                    })}
                  />
                ))}
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t("defaults.removeDimension")}
                  onClick={() => dimensions.remove(index)}
                  mb={4}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                variant="light"
                size="xs"
                onClick={() => dimensions.append({ name: "", x: 1, y: 1, z: 1 })}
              >
                {t("defaults.addDimension")}
              </Button>
            </Group>
          </Stack>
        </Fieldset>

        <Fieldset legend={t("defaults.groups.goods")}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <SelectField form={form} name="reason" values={SHIPMENT_REASONS} />
            <TextField form={form} name="content" max={L.content} />
            <TextField form={form} name="product_description" max={L.productDescription} />
            <SelectField
              form={form}
              name="product_manufacture_country_code"
              values={countries.map((country) => country.code)}
              labels={(code) => countries.find((country) => country.code === code)?.name ?? String(code)}
            />
            <NumberField form={form} name="product_number" step="1" />
            <NumberField form={form} name="product_value" />
            <SelectField form={form} name="product_currency" values={CURRENCIES} labels={String} />
            <NumberField form={form} name="insurance_declared_value" />
            <SelectField form={form} name="insurance_currency" values={CURRENCIES} labels={String} />
          </SimpleGrid>
          <Group mt="sm">
            <FlagField form={form} name="insurance" />
          </Group>
        </Fieldset>

        <Fieldset legend={t("defaults.groups.delivery")}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <SelectField form={form} name="label_format" values={LABEL_FORMATS} labels={String} />
            <SelectField form={form} name="dropoff_selection" values={POINT_SELECTIONS} numeric />
            <SelectField
              form={form}
              name="delivery_to_collection_point_selection"
              values={POINT_SELECTIONS}
              numeric
            />
            <SelectField
              form={form}
              name="ready_time"
              values={listQuarterHours(READY_TIME_RANGE.from, READY_TIME_RANGE.to)}
              labels={String}
            />
            <SelectField
              form={form}
              name="close_time"
              values={listQuarterHours(CLOSE_TIME_RANGE.from, CLOSE_TIME_RANGE.to)}
              labels={String}
            />
            <Controller
              control={control}
              name="preferred_carrier_groups"
              render={({ field }) => (
                <MultiSelect
                  label={t("defaults.preferred_carrier_groups")}
                  data={[...CARRIER_CODES]}
                  value={field.value ?? []}
                  onChange={(value) => field.onChange(value.length > 0 ? value : undefined)}
                  clearable
                />
              )}
            />
          </SimpleGrid>
          <Group mt="sm">
            <FlagField form={form} name="dropoff" />
          </Group>
        </Fieldset>

        <Fieldset legend={t("defaults.groups.duties")}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <TextField form={form} name="ups_duty_account_number" max={L.dutyAccountNumber} />
            <TextField form={form} name="ups_duty_account_postcode" max={L.dutyPostcode} />
            <SelectField
              form={form}
              name="ups_duty_account_country_id"
              values={countries.map((country) => country.id)}
              numeric
              labels={countryName}
            />
            <TextField form={form} name="dhl_duty_account_number" max={L.dutyAccountNumber} />
            <TextField form={form} name="fedex_duty_account_number" max={L.dutyAccountNumber} />
          </SimpleGrid>
          <Group mt="sm">
            <FlagField form={form} name="duty_payment_displayed" />
          </Group>
        </Fieldset>

        <TextInput
          label={t("defaults.notes")}
          maxLength={L.notes}
          description={t("defaults.notesCounter", { count: notes.length, max: L.notes })}
          error={formState.errors.notes?.message}
          {...register("notes", { setValueAs: (v) => (v === "" ? undefined : v) })}
        />
        <FormFooter failure={failure} pending={pending} label={t("save")} />
      </Stack>
    </form>
  );
}
