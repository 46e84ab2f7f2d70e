import { NativeSelect, Stack } from "@mantine/core";
import { type TContactUsBody, ZContactUsBody } from "@ship/contracts";
import { CONTACT_SUBJECTS } from "@ship/domain";
import { useTranslation } from "react-i18next";
import { useSendContactUs } from "../api/contact-api.ts";
import { FormEnd } from "./form-end.tsx";
import { MessageField } from "./message-field.tsx";
import { EMPTY_SENDER, SENDER_FIELDS, SenderFields } from "./sender-fields.tsx";
import { useContactForm } from "./use-contact-form.ts";
import { useContactResolver } from "./use-contact-resolver.ts";

/** Spec §2 contact, tab "contact us": the sender, one of the 9 subjects, the message. */
export function ContactUsForm() {
  const { t } = useTranslation("contact");
  const { form, submit, failure, sent, pending } = useContactForm<TContactUsBody>({
    resolver: useContactResolver<TContactUsBody>(ZContactUsBody),
    defaultValues: { ...EMPTY_SENDER, message: "" },
    mutation: useSendContactUs(),
    fields: [...SENDER_FIELDS, "subject", "message"],
    clearAfterSend: ["message"],
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t("tabs.contact-us")} data-testid="contact-us-form">
      <Stack gap="sm">
        <SenderFields form={form} />
        <NativeSelect
          label={t("fields.subject")}
          required
          error={form.formState.errors.subject?.message}
          data={[
            { value: "", label: t("choose") },
            ...CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: t(`subjects.${subject}`) })),
          ]}
          {...form.register("subject", { setValueAs: (value) => (value === "" ? undefined : value) })}
        />
        <MessageField form={form} />
        <FormEnd failure={failure} sent={sent} pending={pending} />
      </Stack>
    </form>
  );
}
