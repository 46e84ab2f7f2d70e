import {
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { DatePickerInput, DatesProvider } from "@mantine/dates";
import "@mantine/dates/styles.css";
import {
  CARRIER_CODES,
  CLOSE_TIME_RANGE,
  CURRENCIES,
  getCollectionDateRange,
  MASS_MAILING_LIMITS as L,
  listQuarterHours,
  MASS_MAILING_PRIORITIES,
  READY_TIME_RANGE,
  SHIPMENT_REASONS,
} from "@ship/domain";
import { IconCalendar } from "@tabler/icons-react";
import "dayjs/locale/es";
import "dayjs/locale/fr";
import { useTranslation } from "react-i18next";
import type { TMassSettingsValues } from "../mass-settings.ts";
import type { TSettingsErrors } from "../settings-errors.ts";

type TProps = {
  values: TMassSettingsValues;
  onChange: (patch: Partial<TMassSettingsValues>) => void;
  errors: TSettingsErrors;
  today: string;
};

const READY_TIMES = listQuarterHours(READY_TIME_RANGE.from, READY_TIME_RANGE.to);
const CLOSE_TIMES = listQuarterHours(CLOSE_TIME_RANGE.from, CLOSE_TIME_RANGE.to);

/**
 * What every recipient's shipment shares besides the parcel (issue 14): which offer is chosen
 * (cheapest or fastest, among the preferred carriers), the content and declared value (spec §5:
 * both required), insurance, drop-off or pickup with its ready and close times, and the date.
 */
export function DeliverySettings({ values, onChange, errors, today }: TProps) {
  const { t, i18n } = useTranslation(["massMailing", "order"]);
  const range = getCollectionDateRange(today);
  return (
    <Fieldset legend={t("settings.delivery")} data-testid="mass-delivery-settings">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="mass-priority-label">
              {t("settings.priority")}
            </Text>
            <SegmentedControl
              aria-labelledby="mass-priority-label"
              value={values.priority}
              onChange={(value) => onChange({ priority: value as TMassSettingsValues["priority"] })}
              data={MASS_MAILING_PRIORITIES.map((priority) => ({
                value: priority,
                label: t(`settings.priorities.${priority}`),
              }))}
              data-testid="priority"
            />
          </Stack>
          <MultiSelect
            label={t("settings.carriers")}
            placeholder={values.preferred_carrier_groups.length === 0 ? t("settings.allCarriers") : undefined}
            data={[...CARRIER_CODES]}
            value={values.preferred_carrier_groups}
            onChange={(codes) =>
              onChange({ preferred_carrier_groups: codes as TMassSettingsValues["preferred_carrier_groups"] })
            }
            clearable
            data-testid="preferred-carriers"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
          <Select
            label={t("order:characteristics.reason")}
            data={SHIPMENT_REASONS.map((reason) => ({ value: reason, label: t(`order:reasons.${reason}`) }))}
            value={values.reason}
            onChange={(reason) => reason && onChange({ reason: reason as TMassSettingsValues["reason"] })}
            allowDeselect={false}
          />
          <TextInput
            label={t("order:characteristics.content")}
            required
            maxLength={L.contentChars}
            value={values.content}
            onChange={(event) => onChange({ content: event.currentTarget.value })}
            error={errors.content}
            data-testid="content"
          />
          <TextInput
            label={t("order:characteristics.value")}
            required
            inputMode="decimal"
            maxLength={L.valueChars}
            value={values.value}
            onChange={(event) => onChange({ value: event.currentTarget.value })}
            error={errors.value}
            data-testid="declared-value"
          />
          <Select
            label={t("order:characteristics.currency")}
            data={[...CURRENCIES]}
            value={values.currency}
            onChange={(currency) =>
              currency && onChange({ currency: currency as TMassSettingsValues["currency"] })
            }
            allowDeselect={false}
          />
        </SimpleGrid>
        <Checkbox
          label={t("order:characteristics.insurance")}
          description={t("order:characteristics.insurance_rule")}
          checked={values.insurance}
          onChange={(event) => onChange({ insurance: event.currentTarget.checked })}
          data-testid="insurance"
        />
        <Radio.Group
          label={t("order:method.title")}
          value={values.shipping_method}
          onChange={(method) =>
            onChange({ shipping_method: method as TMassSettingsValues["shipping_method"] })
          }
        >
          <Group gap="lg" mt={4}>
            <Radio value="dropoff" label={t("order:method.dropoff")} data-testid="method-dropoff" />
            <Radio value="pickup" label={t("order:method.pickup")} data-testid="method-pickup" />
          </Group>
        </Radio.Group>
        <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <DatePickerInput
              label={t("settings.date")}
              required
              value={values.shipment_date}
              onChange={(date) => date && onChange({ shipment_date: date })}
              minDate={range.min}
              maxDate={range.max}
              firstDayOfWeek={1}
              withWeekNumbers={false}
              valueFormat="ddd D MMM YYYY"
              leftSection={<IconCalendar size={18} aria-hidden />}
              data-testid="shipment-date"
            />
            {values.shipping_method === "pickup" && (
              <>
                <Select
                  label={t("order:method.ready_time")}
                  data={READY_TIMES}
                  value={values.ready_time}
                  onChange={(time) => time && onChange({ ready_time: time })}
                  allowDeselect={false}
                  data-testid="ready-time"
                />
                <Select
                  label={t("order:method.close_time")}
                  data={CLOSE_TIMES}
                  value={values.close_time}
                  onChange={(time) => time && onChange({ close_time: time })}
                  allowDeselect={false}
                  data-testid="close-time"
                />
              </>
            )}
          </SimpleGrid>
        </DatesProvider>
      </Stack>
    </Fieldset>
  );
}
