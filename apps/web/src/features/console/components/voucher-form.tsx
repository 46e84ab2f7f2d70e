import { NativeSelect, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { type TVoucherCreateBody, ZVoucherCreateBody } from "@ship/contracts";
import { VOUCHER_CODE_MAX_LENGTH, VOUCHER_USAGE_LIMIT_MAX } from "@ship/domain";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FormFooter } from "../../../components/form-footer.tsx";
import { useFormSection } from "../../../lib/use-form-section.ts";
import { useCreateVoucher } from "../api/console-api.ts";
import { EUROS_PATTERN, eurosToCents } from "./money-input.ts";

/** What the form holds: texts as typed; the contract's body is checked on submit too. */
const ZVoucherForm = z.object({
  code: z
    .string()
    .trim()
    .min(3)
    .max(VOUCHER_CODE_MAX_LENGTH)
    .regex(/^[A-Za-z0-9_-]+$/),
  kind: z.enum(["percentage", "fixed"]),
  value: z.string().trim().min(1).regex(EUROS_PATTERN),
  valid_from: z.string(),
  valid_until: z.string(),
  usage_limit: z
    .string()
    .trim()
    .regex(/^\d{0,7}$/),
});
type TVoucherForm = z.infer<typeof ZVoucherForm>;

/** A 'YYYY-MM-DD' day to the start (or end) of that day in UTC, or null when empty. */
const dayToIso = (day: string, end: boolean) =>
  day === "" ? null : new Date(`${day}T${end ? "23:59:59" : "00:00:00"}Z`).toISOString();

const FIELDS = ["code", "kind", "value", "valid_from", "valid_until", "usage_limit"];

/** The form's texts as the API's body: a percentage as is, an amount in cents, days as times. */
function toVoucherBody(values: TVoucherForm): TVoucherCreateBody {
  return {
    code: values.code,
    kind: values.kind,
    value: values.kind === "percentage" ? Number(values.value.replace(",", ".")) : eurosToCents(values.value),
    valid_from: dayToIso(values.valid_from, false),
    valid_until: dayToIso(values.valid_until, true),
    usage_limit: values.usage_limit === "" ? null : Number(values.usage_limit),
  };
}

/** The contract's own rules (a percentage up to 100, the end after the start): the fields they refuse. */
function contractIssues(body: TVoucherCreateBody): [keyof TVoucherForm, string][] {
  const checked = ZVoucherCreateBody.safeParse(body);
  if (checked.success) return [];
  return checked.error.issues
    .map((issue): [string, string] => [String(issue.path[0] ?? ""), issue.code])
    .filter((entry): entry is [keyof TVoucherForm, string] => FIELDS.includes(entry[0]));
}

/** A new voucher: a percentage or a fixed euro amount, validity and usage limit. */
export function VoucherForm() {
  const { t } = useTranslation("console");
  const { form, failure, pending, send } = useFormSection<TVoucherForm, TVoucherCreateBody>({
    schema: ZVoucherForm,
    defaultValues: {
      code: "",
      kind: "percentage",
      value: "",
      valid_from: "",
      valid_until: "",
      usage_limit: "",
    },
    mutation: useCreateVoucher(),
    fieldOf: (field) => (FIELDS.includes(field) ? field : null),
    failed: t("failed"),
  });
  const { register, handleSubmit, reset, setError, formState, watch } = form;
  const { errors } = formState;
  const kind = watch("kind");
  const submit = handleSubmit((values) => {
    const body = toVoucherBody(values);
    const issues = contractIssues(body);
    for (const [field, code] of issues) {
      setError(field, { message: t(code === "too_big" ? "vouchers.tooBig" : "vouchers.invalid") });
    }
    if (issues.length > 0) return;
    send(body, { toast: t("vouchers.created", { code: body.code.toUpperCase() }), onSuccess: () => reset() });
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="voucher-form-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="voucher-form-title">
          {t("vouchers.new")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t("vouchers.code")}
            required
            maxLength={VOUCHER_CODE_MAX_LENGTH}
            error={errors.code?.message}
            {...register("code")}
          />
          <NativeSelect
            label={t("vouchers.kind")}
            data={[
              { value: "percentage", label: t("vouchers.kinds.percentage") },
              { value: "fixed", label: t("vouchers.kinds.fixed") },
            ]}
            error={errors.kind?.message}
            {...register("kind")}
          />
          <TextInput
            label={t(kind === "percentage" ? "vouchers.percent" : "vouchers.amount")}
            required
            inputMode="decimal"
            error={errors.value?.message}
            {...register("value")}
          />
          <TextInput
            type="date"
            label={t("vouchers.validFrom")}
            error={errors.valid_from?.message}
            {...register("valid_from")}
          />
          <TextInput
            type="date"
            label={t("vouchers.validUntil")}
            error={errors.valid_until?.message}
            {...register("valid_until")}
          />
          <TextInput
            label={t("vouchers.usageLimit")}
            description={t("vouchers.usageLimitHelp", { max: VOUCHER_USAGE_LIMIT_MAX })}
            inputMode="numeric"
            error={errors.usage_limit?.message}
            {...register("usage_limit")}
          />
        </SimpleGrid>
        <FormFooter failure={failure} pending={pending} label={t("vouchers.create")} />
      </Stack>
    </form>
  );
}
