import { ActionIcon, Button, Group, Stack, Textarea, TextInput } from "@mantine/core";
import { ZReferContactInvitationBody } from "@ship/contracts";
import { REFERRAL_LIMITS } from "@ship/domain";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FormFooter } from "../../../components/form-footer.tsx";
import { useFormSection } from "../../../lib/use-form-section.ts";
import { useSendInvitations } from "../api/referral-api.ts";

type TValues = { emails: { email: string }[]; message: string };

/** The API's own rules, one e-mail row per field, plus "not your own address" (spec §5). */
function formSchema(ownEmail: string) {
  const { emails, message } = ZReferContactInvitationBody.shape;
  return z.object({
    emails: z
      .array(
        z.object({
          email: emails.element.refine(
            (value) => value.toLowerCase() !== ownEmail.toLowerCase(),
            "referral.own_email",
          ),
        }),
      )
      .min(1)
      .max(REFERRAL_LIMITS.emailsPerInvitation),
    message,
  });
}

/** An API error on `emails.N` belongs to row N's field. */
const fieldOf = (field: string) =>
  /^emails\.\d+$/.test(field) ? `${field}.email` : field === "message" ? field : null;

/** Spec §2 referral's e-mail invitation: 1 to 10 rows (at least one kept) and a message. */
export function InvitationForm({ userId, ownEmail }: { userId: number; ownEmail: string }) {
  const { t } = useTranslation(["referral", "errors"]);
  const { form, failure, pending, send } = useFormSection<TValues, { emails: string[]; message: string }>({
    schema: formSchema(ownEmail),
    defaultValues: { emails: [{ email: "" }], message: t("invite.defaultMessage") },
    mutation: useSendInvitations(userId),
    fieldOf,
    failed: t("invite.failed"),
  });
  const { register, handleSubmit, control, reset, formState } = form;
  const rows = useFieldArray({ control, name: "emails" });
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    send(
      { emails: values.emails.map((row) => row.email), message: values.message },
      {
        toast: t("invite.sent", { count: values.emails.length }),
        onSuccess: () => reset({ emails: [{ email: "" }], message: values.message }),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t("invite.title")}>
      <Stack gap="sm">
        {rows.fields.map((row, index) => (
          <Group key={row.id} align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              type="email"
              style={{ flex: 1 }}
              label={t("invite.email", { number: index + 1 })}
              required
              maxLength={REFERRAL_LIMITS.email}
              error={errors.emails?.[index]?.email?.message}
              {...register(`emails.${index}.email`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={t("invite.remove", { number: index + 1 })}
              // Spec §5: refer contacts keeps at least one e-mail row.
              disabled={rows.fields.length <= 1}
              onClick={() => rows.remove(index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={rows.fields.length >= REFERRAL_LIMITS.emailsPerInvitation}
            onClick={() => rows.append({ email: "" })}
          >
            {t("invite.add")}
          </Button>
        </Group>
        <Textarea
          label={t("invite.message")}
          required
          autosize
          minRows={3}
          maxLength={REFERRAL_LIMITS.message}
          error={errors.message?.message}
          {...register("message")}
        />
        <FormFooter failure={failure} pending={pending} label={t("invite.submit")} />
      </Stack>
    </form>
  );
}
