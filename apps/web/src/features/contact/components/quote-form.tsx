import { SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { type TContactQuoteBody, ZContactQuoteBody } from "@ship/contracts";
import { checkLargeQuote } from "@ship/domain";
import { useTranslation } from "react-i18next";
import { useSendQuoteRequest } from "../api/contact-api.ts";
import { FormEnd } from "./form-end.tsx";
import { MessageField } from "./message-field.tsx";
import { CountrySelect, EMPTY_SENDER, SENDER_FIELDS, SenderFields } from "./sender-fields.tsx";
import { useContactForm } from "./use-contact-form.ts";
import { useContactResolver } from "./use-contact-resolver.ts";

/** The typed text as a number, with a decimal comma or point; a number set by a reset stays. */
const toNumber = (value: string | number) =>
  typeof value === "number" ? value : value.trim() === "" ? undefined : Number(value.replace(",", "."));

/** The API's contract plus its §9 rule (domain's checkLargeQuote), checked before sending. */
const ZQuoteForm = ZContactQuoteBody.superRefine((value, ctx) => {
  for (const issue of checkLargeQuote(value))
    ctx.addIssue({ code: "custom", path: issue.path, message: issue.code });
});

/** Spec §2 contact, tab "quote request" (§9: large shipments, above 20 parcels or 2,000 kg). */
export function QuoteForm() {
  const { t } = useTranslation("contact");
  const { form, submit, failure, sent, pending } = useContactForm<TContactQuoteBody>({
    resolver: useContactResolver<TContactQuoteBody>(ZQuoteForm),
    defaultValues: { ...EMPTY_SENDER, message: "" },
    mutation: useSendQuoteRequest(),
    fields: [...SENDER_FIELDS, "parcels", "weight_kg", "from_country_id", "to_country_id", "message"],
    clearAfterSend: ["message"],
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate aria-label={t("tabs.quote")} data-testid="quote-form">
      <Stack gap="sm">
        <Text>{t("quote.intro")}</Text>
        <SenderFields form={form} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t("fields.parcels")}
            required
            inputMode="numeric"
            maxLength={6}
            error={errors.parcels?.message}
            {...form.register("parcels", { setValueAs: toNumber })}
          />
          <TextInput
            label={t("fields.weight_kg")}
            required
            inputMode="decimal"
            maxLength={10}
            error={errors.weight_kg?.message}
            {...form.register("weight_kg", { setValueAs: toNumber })}
          />
          <CountrySelect form={form} name="from_country_id" label={t("fields.from_country_id")} />
          <CountrySelect form={form} name="to_country_id" label={t("fields.to_country_id")} />
        </SimpleGrid>
        <MessageField form={form} />
        <FormEnd failure={failure} sent={sent} pending={pending} />
      </Stack>
    </form>
  );
}
