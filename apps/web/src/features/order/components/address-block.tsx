import { Button, Checkbox, Fieldset, Group, SimpleGrid, TextInput } from "@mantine/core";
import type { TContact, TRatedShipment } from "@ship/contracts";
import { ORDER_FORM_LIMITS as L } from "@ship/domain";
import { IconMinus, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { addressFromContact } from "../contact-match.ts";
import type { TOrderFormValues } from "../order-form-values.ts";
import { ContactPicker } from "./contact-picker.tsx";
import { useFieldError } from "./use-field-error.ts";

type TSide = "ship_from" | "ship_to";

/** Spec §3: add_address1_to_contact is the sender's tick, add_address2_to_contact the recipient's. */
const TICK = { ship_from: "add_address1_to_contact", ship_to: "add_address2_to_contact" } as const;

/**
 * Sender or recipient (spec §5): name, phone, e-mail, address line 1, city and postcode required,
 * company when the address is a business one; lines 2 and 3 added and removed one at a time.
 * Country and postcode are the quote's (a new postcode is a new quote); a town quoted without a
 * postcode (towns abroad are offered by name) asks for it here. A logged-in customer may tick
 * "add to my contacts" (spec §3) and fill the block from a contact (the single contact picker);
 * visitors have no address book and see neither.
 */
export function AddressBlock({
  side,
  pro,
  country,
  rated,
  loggedIn,
  countryName,
}: {
  side: TSide;
  pro: boolean;
  country: string;
  rated: TRatedShipment["ship_from"];
  loggedIn: boolean;
  countryName: (code: string) => string;
}) {
  const postcodeRated = rated.postcode !== "";
  const { t } = useTranslation("order");
  const { control, register, getValues, setValue } = useFormContext<TOrderFormValues>();
  const errorOf = useFieldError();
  const [lines, setLines] = useState(() =>
    getValues(`${side}.address3`) ? 3 : getValues(`${side}.address2`) ? 2 : 1,
  );
  const field = (name: keyof TOrderFormValues[TSide], max: number, required = true) => (
    <TextInput
      label={t(`address.${name}`)}
      required={required}
      maxLength={max}
      error={errorOf(`${side}.${name}`)}
      data-testid={`${side}-${name}`}
      {...register(`${side}.${name}`)}
    />
  );
  const fillFrom = (contact: TContact) => {
    const filled = addressFromContact(contact, getValues(side));
    for (const [name, value] of Object.entries(filled)) {
      setValue(`${side}.${name}` as `${TSide}.name`, value, { shouldValidate: true, shouldDirty: true });
    }
    setLines(filled.address3 ? 3 : filled.address2 ? 2 : 1);
  };
  const removeLine = () => {
    setValue(`${side}.address${lines}` as `${TSide}.address2`, "", { shouldValidate: true });
    setLines(lines - 1);
  };

  return (
    <Fieldset legend={t(`address.${side}`)} data-testid={`${side}-block`}>
      {loggedIn && (
        <ContactPicker
          side={side}
          rated={rated}
          quoted={`${[rated.postcode, rated.city].filter(Boolean).join(" ")}, ${country}`}
          countryName={countryName}
          onPick={fillFrom}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {field("company", L.company, pro)}
        {field("name", L.name)}
        {field("phone", L.phone)}
        {field("email", L.email)}
      </SimpleGrid>
      {field("address1", L.address)}
      {lines >= 2 && field("address2", L.address, false)}
      {lines >= 3 && field("address3", L.address, false)}
      <Group gap="xs" mt={6}>
        {lines < 3 && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setLines(lines + 1)}
            data-testid={`${side}-add-line`}
          >
            {t("address.add_line")}
          </Button>
        )}
        {lines > 1 && (
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            leftSection={<IconMinus size={14} aria-hidden />}
            onClick={removeLine}
            data-testid={`${side}-remove-line`}
          >
            {t("address.remove_line")}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label={t("address.country")} value={country} readOnly variant="filled" />
        <TextInput
          label={t("address.postcode")}
          required
          readOnly={postcodeRated}
          variant={postcodeRated ? "filled" : "default"}
          maxLength={L.postcode}
          data-testid={`${side}-postcode`}
          error={errorOf(`${side}.postcode`)}
          {...register(`${side}.postcode`)}
        />
        {field("city", L.city)}
      </SimpleGrid>
      {loggedIn && (
        <Controller
          control={control}
          name={TICK[side]}
          render={({ field: tick }) => (
            <Checkbox
              mt="sm"
              label={t("address.add_to_contacts")}
              checked={tick.value === 1}
              onChange={(event) => tick.onChange(event.currentTarget.checked ? 1 : 0)}
              data-testid={`${side}-add-to-contacts`}
            />
          )}
        />
      )}
    </Fieldset>
  );
}
