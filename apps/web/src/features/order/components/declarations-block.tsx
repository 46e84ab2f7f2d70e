import { Anchor, Fieldset, Group, Radio, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import type { TOrderInProgress } from "@ship/contracts";
import { ORDER_FORM_LIMITS as L } from "@ship/domain";
import { useState } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { FlagCheckbox } from "../../../components/flag-checkbox.tsx";
import { ProhibitedGoodsModal } from "../../../components/prohibited-goods-modal.tsx";
import { useBrand } from "../../../lib/brand.ts";
import type { TOrderFormValues } from "../order-form-values.ts";
import { useFieldError } from "./use-field-error.ts";
import { VoucherField } from "./voucher-field.tsx";

/**
 * The end of the order page (spec §5): label format, notes (30 characters, with a counter), own
 * reference, the recipient's notice (spec §3 notification_recipient, the account's default first), voucher
 * code, and the hazardous goods declaration and terms that Continue waits for.
 */
export function DeclarationsBlock({ order }: { order: TOrderInProgress }) {
  const { t } = useTranslation("order");
  const { lang } = useParams();
  const brand = useBrand();
  const { control, register } = useFormContext<TOrderFormValues>();
  const errorOf = useFieldError();
  const notes = useWatch({ control, name: "notes" }) ?? "";
  const [prohibitedOpen, setProhibitedOpen] = useState(false);

  const flag = (name: "hazardous" | "terms", label: React.ReactNode) => (
    <FlagCheckbox control={control} name={name} label={label} error={errorOf(name)} testId={name} />
  );

  return (
    <>
      <Fieldset legend={t("extra.title")} data-testid="extra-block">
        <Stack gap="sm">
          <Controller
            control={control}
            name="label_format"
            render={({ field }) => (
              <Radio.Group
                label={t("extra.label_format")}
                value={field.value ?? "PDF"}
                onChange={field.onChange}
              >
                <Group gap="lg" mt={4}>
                  {order.options.label_formats.map((format) => (
                    <Radio key={format} value={format} label={format} data-testid={`label-${format}`} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t("extra.notes")}
              maxLength={L.notes}
              description={t("extra.notes_counter", { count: notes.length, max: L.notes })}
              // The counter under the field, so the field lines up with the one beside it.
              inputWrapperOrder={["label", "input", "description", "error"]}
              error={errorOf("notes")}
              data-testid="notes"
              {...register("notes")}
            />
            <TextInput
              label={t("extra.customer_code")}
              maxLength={L.ownReference}
              error={errorOf("customer_code")}
              data-testid="customer-code"
              {...register("customer_code")}
            />
          </SimpleGrid>
          <FlagCheckbox
            control={control}
            name="notification_recipient"
            label={t("extra.notification_recipient")}
            error={errorOf("notification_recipient")}
            testId="notification-recipient"
          />
          {/* A brand without the voucher block (spec §1) has no voucher field. */}
          {brand.blocks.includes("voucher") && <VoucherField order={order} />}
        </Stack>
      </Fieldset>

      <Fieldset legend={t("declarations.title")} data-testid="declarations-block">
        <Stack gap="sm">
          {flag(
            "hazardous",
            <Trans
              t={t}
              i18nKey="declarations.hazardous"
              components={{
                modal: (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => setProhibitedOpen(true)}
                    data-testid="prohibited-goods-link"
                  />
                ),
              }}
            />,
          )}
          {flag(
            "terms",
            <Trans
              t={t}
              i18nKey="declarations.terms"
              components={{
                // Not "link": Trans parses the text as HTML, where <link> is a void element and loses its words.
                terms: <Anchor component={Link} to={`/${lang}/terms-of-sale`} target="_blank" size="sm" />,
              }}
            />,
          )}
          <Text size="xs" c="dimmed">
            {t("declarations.continue_hint")}
          </Text>
        </Stack>
      </Fieldset>
      <ProhibitedGoodsModal opened={prohibitedOpen} onClose={() => setProhibitedOpen(false)} />
    </>
  );
}
