import { Alert, Fieldset, Group, Radio, Select, SimpleGrid, Stack } from "@mantine/core";
import { DatePickerInput, DatesProvider } from "@mantine/dates";
import "@mantine/dates/styles.css";
import type { TOrderInProgress } from "@ship/contracts";
import { IconCalendar, IconInfoCircle } from "@tabler/icons-react";
import "dayjs/locale/es";
import "dayjs/locale/fr";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
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
              <Controller
                control={control}
                name="ready_time"
                render={({ field }) => (
                  <Select
                    label={t("method.ready_time")}
                    required
                    data={options.ready_times}
                    value={field.value ?? null}
                    onChange={(value) => field.onChange(value ?? "")}
                    allowDeselect={false}
                    error={errorOf("ready_time")}
                    data-testid="ready-time"
                  />
                )}
              />
              <Controller
                control={control}
                name="close_time"
                render={({ field }) => (
                  <Select
                    label={t("method.close_time")}
                    required
                    data={options.close_times}
                    value={field.value ?? null}
                    onChange={(value) => field.onChange(value ?? "")}
                    allowDeselect={false}
                    error={errorOf("close_time")}
                    data-testid="close-time"
                  />
                )}
              />
            </SimpleGrid>
          </DatesProvider>
        )}
      </Stack>
    </Fieldset>
  );
}
