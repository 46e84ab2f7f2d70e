import { Alert, Button, Fieldset, Grid, Group, List, Stack, Text } from "@mantine/core";
import "@mantine/core/styles/Fieldset.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/SimpleGrid.css";
import type { TOrderInProgress } from "@ship/contracts";
import { orderFormBlocksOf } from "@ship/domain";
import { IconArrowRight } from "@tabler/icons-react";
import { memo, useCallback, useMemo, useState } from "react";
import { FormProvider, type Resolver, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { CharacteristicsFields } from "../../../components/shipment-info/characteristics-fields.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useBrand } from "../../../lib/brand.ts";
import { useCountryNames } from "../../../lib/countries.ts";
import { useFormValidity } from "../../../lib/form-validity.ts";
import { lazyResolver } from "../../../lib/lazy-resolver.ts";
import { orderStore } from "../../../lib/order-flow.ts";
import { RenderLater } from "../../../lib/render-later.tsx";
import { applyServerErrors } from "../../../lib/server-errors.ts";
import { useSession } from "../../../lib/session.ts";
import { useUpdateShipment } from "../api/order.ts";
import { type TOrderFormValues, toShippingInfo } from "../order-form-values.ts";
import { AddressBlock } from "./address-block.tsx";
import { CustomsBlock } from "./customs-block.tsx";
import { DeclarationsBlock } from "./declarations-block.tsx";
import { OrderSummary } from "./order-summary.tsx";
import { ShippingMethodBlock } from "./shipping-method-block.tsx";

const PREFIX = "shipping_info.";
const SIDES = ["ship_from", "ship_to"] as const;

/** The red box of spec §8: a summary line and the server's messages. */
type TOrderAlert = { summary: string; messages: string[] };

/** The order page's form (spec §2 step 3) and its summary; Continue sends POST /update-shipment. */
export function OrderForm({ order, initial }: { order: TOrderInProgress; initial: TOrderFormValues }) {
  const { t, i18n } = useTranslation(["order", "errors"]);
  const countryName = useCountryNames(i18n.language);
  const { lang } = useParams();
  const navigate = useNavigate();
  const update = useUpdateShipment();
  const { isLoggedIn } = useSession();
  const brand = useBrand();
  const blocks = useMemo(() => orderFormBlocksOf(brand.blocks), [brand.blocks]);
  const [alert, setAlert] = useState<TOrderAlert | null>(null);

  // The checks (zod, the contract, the spec §5 rules) load as the form first validates (decision 068).
  const resolver = useMemo<Resolver<TOrderFormValues>>(
    () =>
      lazyResolver(async () => (await import("../order-form-schema.ts")).orderFormResolver(order, blocks)),
    [order, blocks],
  );
  const form = useForm<TOrderFormValues>({ resolver, defaultValues: initial, mode: "onChange" });
  const [hazardous, terms] = useWatch({ control: form.control, name: ["hazardous", "terms"] });
  // Continue needs both ticks: the whole form is checked once they are given, so its checks load
  // then, or with the first field typed, not with the page (decision 068).
  const ticked = hazardous === 1 && terms === 1;
  // Errors the server set keep isValid false until a field changes; they must not lock Continue.
  const valid = useFormValidity(form, resolver, ticked) || alert !== null;
  const canContinue = valid && ticked && !update.isPending;

  const { mutate } = update;
  const submit = useCallback(
    (event?: React.BaseSyntheticEvent) =>
      form.handleSubmit((values) => {
        setAlert(null);
        const ref = {
          shipment_id: order.shipment_id,
          order_id: order.order_id,
          offer_id: order.offer.offer_id,
        };
        mutate(
          { ...ref, shipping_info: toShippingInfo(values, order, blocks) },
          {
            onSuccess: (answer) => {
              // A new date may have replaced the offer id (spec §4): the payment page reads this one.
              orderStore.write({ ...ref, offer_id: answer.order.offer.offer_id });
              navigate(`/${lang}/order-payment`, {
                state: { changes: answer.changes, newDates: answer.new_dates },
              });
            },
            onError: (error) => {
              const loose = applyServerErrors(
                error,
                form.setError,
                (field) => (field.startsWith(PREFIX) ? field.slice(PREFIX.length) : null),
                t("errors:internal"),
              );
              const messages = error instanceof ApiError ? error.errors.map((item) => item.message) : [];
              setAlert({
                summary: loose && messages.length === 0 ? loose : t("order:form.fields_incorrect"),
                messages: [...new Set(messages)],
              });
            },
          },
        );
      })(event),
    [form, order, blocks, mutate, navigate, lang, t],
  );
  // react-hook-form renders the component of useForm again as the form mounts (its isReady state,
  // set in a layout effect: a synchronous render in the commit's task) and on every change of the
  // form state it tracks. The provider is given the first form state, which never changes, so that
  // its context stays the same object: the fields read their state with useFormState and
  // Controller, and the memoised layout below is not rendered again for nothing (issue 16: on a
  // phone, that second render of the whole form was most of the order page's longest task).
  const [formState] = useState(() => form.formState);

  return (
    <FormProvider {...form} formState={formState}>
      <OrderFormLayout
        order={order}
        alert={alert}
        canContinue={canContinue}
        pending={update.isPending}
        onSubmit={submit}
        countryName={countryName}
        isLoggedIn={isLoggedIn}
      />
    </FormProvider>
  );
}

type TOrderFormLayoutProps = {
  order: TOrderInProgress;
  alert: TOrderAlert | null;
  canContinue: boolean;
  pending: boolean;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  countryName: (code: string) => string;
  isLoggedIn: boolean;
};

/** The order form's blocks and its summary, rendered again only when one of its props changes. */
const OrderFormLayout = memo(function OrderFormLayout({
  order,
  alert,
  canContinue,
  pending,
  onSubmit,
  countryName,
  isLoggedIn,
}: TOrderFormLayoutProps) {
  const { t } = useTranslation(["order", "errors"]);
  return (
    <form onSubmit={onSubmit} noValidate data-testid="order-form">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            {alert && (
              <Alert color="red" role="alert" variant="light" data-testid="order-errors">
                <Text size="sm" fw={600}>
                  {alert.summary}
                </Text>
                {alert.messages.length > 0 && (
                  <List size="sm" mt={4}>
                    {alert.messages.map((message) => (
                      <List.Item key={message}>{message}</List.Item>
                    ))}
                  </List>
                )}
              </Alert>
            )}
            {SIDES.map((side) => (
              <AddressBlock
                key={side}
                side={side}
                pro={order.shipment[side].pro === 1}
                country={countryName(order.shipment[side].country_code)}
                rated={order.shipment[side]}
                loggedIn={isLoggedIn}
                countryName={countryName}
              />
            ))}
            {/* Below the addresses (below the first screen on a phone): committed after them, in a
                task of its own (decision 063). */}
            <RenderLater>
              <Fieldset legend={t("order:characteristics.title")} data-testid="characteristics-block">
                <CharacteristicsFields
                  context={{
                    from: order.shipment.ship_from.country_code,
                    to: order.shipment.ship_to.country_code,
                    priceCurrency: order.offer.currency,
                  }}
                  reasons={order.options.reasons}
                  currencies={order.options.currencies}
                  withPersonalEffects
                />
              </Fieldset>
              {order.options.customs_required && <CustomsBlock order={order} />}
              <ShippingMethodBlock order={order} />
              <DeclarationsBlock order={order} />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  size="md"
                  disabled={!canContinue}
                  loading={pending}
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                  data-testid="order-continue"
                >
                  {t("order:form.continue")}
                </Button>
              </Group>
            </RenderLater>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <OrderSummary order={order} />
        </Grid.Col>
      </Grid>
    </form>
  );
});
