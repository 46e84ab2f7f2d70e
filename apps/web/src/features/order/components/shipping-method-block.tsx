import { Alert, Fieldset, Group, Radio, SimpleGrid, Stack } from "@mantine/core";
import { DatePickerInput, DatesProvider } from "@mantine/dates";
import "@mantine/dates/styles.css";
import type { TOrderInProgress } from "@ship/contracts";
import { IconCalendar, IconInfoCircle } from "@tabler/icons-react";
import "dayjs/locale/es";
import "dayjs/locale/fr";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormSelect } from "../../../components/form-select.tsx";
import type { TOrderFormValues } from "../order-form-values.ts";
import { RelayPointFormField } from "./relay-point-form-field.tsx";
import { useFieldError } from "./use-field-error.ts";

/**
 * Pickup or drop-off (spec §5): a pickup needs its date, ready time (08:00-14:00) and close time
 * (16:00-20:00) every 15 minutes, with the spec §9 defaults. The relay-point block of an offer
 * delivering to a collection point is added next to this block (relay-point-form-field.tsx).
 */
export function ShippingMethodBlock({ order }: { order: TOrderInProgress }) {
  const { t, i18n } = useTranslation("order");
  const { control } = useFormContext<TOrderFormValues>();
  const errorOf = useFieldError();
  const method = useWatch({ control, name: "shipping_method" });
  const { options } = order;

  return (
    <Fieldset legend={t("method.title")} data-testid="shipping-method-block">
      <Stack gap="sm">
        <Controller
          control={control}
          name="shipping_method"
          render={({ field }) => (
            <Radio.Group value={field.value} onChange={field.onChange} error={errorOf("shipping_method")}>
              <Group gap="lg">
                <Radio
                  value="pickup"
                  label={t("method.pickup")}
                  disabled={!options.pickup_allowed}
                  data-testid="method-pickup"
                />
                <Radio
                  value="dropoff"
                  label={t("method.dropoff")}
                  disabled={!options.dropoff_allowed}
                  data-testid="method-dropoff"
                />
              </Group>
            </Radio.Group>
          )}
        />
        {!options.pickup_allowed && (
          <Alert variant="light" color="blue" icon={<IconInfoCircle />} py={6}>
            {t("method.pickup_not_allowed")}
          </Alert>
        )}
        {options.delivery_to_collection_point && (
          <RelayPointFormField
            shipmentId={order.shipment_id}
            orderId={order.order_id}
            destination={order.shipment.ship_to}
            stored={order.shipping_info?.dropoff_to ?? null}
          />
        )}
        {method === "pickup" && (
          <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Controller
                control={control}
                name="shipment_date"
                render={({ field }) => (
                  <DatePickerInput
                    label={t("method.date")}
                    required
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? "")}
                    minDate={options.min_date}
                    maxDate={options.max_date}
                    firstDayOfWeek={1}
                    withWeekNumbers={false}
                    valueFormat="ddd D MMM YYYY"
                    leftSection={<IconCalendar size={18} aria-hidden />}
                    error={errorOf("shipment_date")}
                    data-testid="pickup-date"
                  />
                )}
              />
              {/* The pickup window: ready time, then close time, each from the carrier's list. */}
              {(["ready", "close"] as const).map((end) => (
                <FormSelect
                  key={end}
                  control={control}
                  name={`${end}_time`}
                  cleared=""
                  label={t(`method.${end}_time`)}
                  required
                  data={options[`${end}_times`]}
                  allowDeselect={false}
                  error={errorOf(`${end}_time`)}
                  data-testid={`${end}-time`}
                />
              ))}
            </SimpleGrid>
          </DatesProvider>
        )}
      </Stack>
    </Fieldset>
  );
}
