import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { type TShipToContactAddressInput, ZShipToContactAddress } from "@ship/contracts";
import { ORDER_FORM_LIMITS as L } from "@ship/domain";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useCountries } from "../../../lib/countries.ts";
import { contractResolver } from "../../../lib/form-resolver.ts";

type TSenderFormProps = {
  initial: Partial<TShipToContactAddressInput>;
  onUse: (address: TShipToContactAddressInput) => void;
  onCancel: () => void;
};

const EMPTY: TShipToContactAddressInput = {
  company: "",
  name: "",
  phone: "",
  email: "",
  address1: "",
  address2: "",
  address3: "",
  country_code: "FR",
  postcode: "",
  city: "",
  pro: 0,
};

/**
 * Spec §2 "change sender" by typing: the order form's sender fields with the country, checked by
 * the contract POST /ship-to-contact checks (the phone and postcode rules of the country are the
 * API's, shown under the fields when it answers).
 */
export function SenderForm({ initial, onUse, onCancel }: TSenderFormProps) {
  const { t, i18n } = useTranslation(["shipToContact", "order", "quote"]);
  const countries = useCountries(i18n.language);
  const form = useForm<TShipToContactAddressInput>({
    defaultValues: { ...EMPTY, ...initial },
    resolver: contractResolver<TShipToContactAddressInput>(ZShipToContactAddress),
  });
  const { register, control, formState } = form;
  const errorOf = (name: keyof TShipToContactAddressInput) => formState.errors[name]?.message;
  const field = (name: keyof TShipToContactAddressInput & string, max: number, required = true) => (
    <TextInput
      label={t(`order:address.${name}`)}
      required={required}
      maxLength={max}
      error={errorOf(name)}
      data-testid={`sender-${name}`}
      {...register(name)}
    />
  );
  const submit = form.handleSubmit((values) => onUse(values));

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      data-testid="sender-form"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {field("company", L.company, false)}
          {field("name", L.name)}
          {field("phone", L.phone)}
          {field("email", L.email)}
        </SimpleGrid>
        {field("address1", L.address)}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {field("address2", L.address, false)}
          {field("address3", L.address, false)}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Controller
            control={control}
            name="country_code"
            render={({ field: country }) => (
              <Select
                label={t("order:address.country")}
                required
                searchable
                data={(countries.data ?? []).map((item) => ({ value: item.code, label: item.name }))}
                value={country.value}
                onChange={(value) => country.onChange(value ?? "FR")}
                allowDeselect={false}
                error={errorOf("country_code")}
                data-testid="sender-country"
              />
            )}
          />
          {field("postcode", L.postcode, false)}
          {field("city", L.city)}
        </SimpleGrid>
        <Controller
          control={control}
          name="pro"
          render={({ field: pro }) => (
            <Checkbox
              label={t("quote:place.business")}
              checked={pro.value === 1}
              onChange={(event) => pro.onChange(event.currentTarget.checked ? 1 : 0)}
              data-testid="sender-pro"
            />
          )}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} data-testid="sender-cancel">
            {t("sender.cancel")}
          </Button>
          <Button type="submit" data-testid="sender-use">
            {t("sender.use")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
