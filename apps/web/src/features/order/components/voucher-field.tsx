import { Button, Text, TextInput } from "@mantine/core";
import type { TOrderInProgress, TVoucherCheckResponse } from "@ship/contracts";
import { ORDER_EXTRA_LIMITS } from "@ship/domain";
import { useMutation } from "@tanstack/react-query";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError, callEndpoint } from "../../../lib/api-client.ts";
import { API_ROUTES } from "../../../lib/api-routes.ts";
import { formatMoney } from "../../../lib/format.ts";
import type { TOrderFormValues } from "../order-form-values.ts";
import { useFieldError } from "./use-field-error.ts";

/**
 * The voucher code with its Apply button (issue 16): POST /voucher/check answers the discount on
 * this order at once, or why the code is refused, before Continue applies it. Typing another code
 * forgets the answer.
 */
export function VoucherField({ order }: { order: TOrderInProgress }) {
  const { t, i18n } = useTranslation("order");
  const { control, register } = useFormContext<TOrderFormValues>();
  const errorOf = useFieldError();
  const code = useWatch({ control, name: "voucher" }) ?? "";
  const check = useMutation({
    mutationFn: (typed: string) =>
      callEndpoint(API_ROUTES.voucherCheck, {
        body: { shipment_id: order.shipment_id, order_id: order.order_id, code: typed },
      }),
  });
  // An answer is about the code it checked: another code typed since shows nothing.
  const answered: TVoucherCheckResponse | undefined =
    check.data && check.variables?.trim().toUpperCase() === code.trim().toUpperCase()
      ? check.data
      : undefined;
  const refused =
    check.error instanceof ApiError && check.variables === code
      ? (check.error.errors[0]?.message ?? check.error.message)
      : undefined;
  const money = (cents: number) => formatMoney(cents, order.offer.currency, i18n.language);

  return (
    <div>
      <TextInput
        label={t("extra.voucher")}
        description={t("extra.voucher_help")}
        maxLength={ORDER_EXTRA_LIMITS.voucher}
        error={refused ?? errorOf("voucher")}
        data-testid="voucher"
        rightSectionWidth={96}
        rightSection={
          <Button
            size="compact-sm"
            variant="light"
            disabled={code.trim() === ""}
            loading={check.isPending}
            onClick={() => check.mutate(code)}
            data-testid="voucher-apply"
          >
            {t("extra.voucher_apply")}
          </Button>
        }
        {...register("voucher")}
      />
      {answered && (
        <Text size="sm" c="green.8" mt={4} role="status" data-testid="voucher-preview">
          {t("extra.voucher_preview", {
            code: answered.code,
            discount: money(answered.discount),
            total: money(answered.total),
          })}
        </Text>
      )}
    </div>
  );
}
