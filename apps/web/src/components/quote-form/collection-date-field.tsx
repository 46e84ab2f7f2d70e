import { DatePickerInput, DatesProvider } from "@mantine/dates";
import "@mantine/dates/styles.css";
import { getCollectionDateRange } from "@ship/domain";
import { IconCalendar } from "@tabler/icons-react";
import "dayjs/locale/es";
import "dayjs/locale/fr";
import { type Control, Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { TQuoteFormValues } from "./quote-form-values.ts";
import { useQuoteErrorText } from "./use-quote-error-text.ts";

type TCollectionDateFieldProps = { control: Control<TQuoteFormValues>; today: string };

/** Spec §2/§5 collection date: read-only picker, Monday first, no week numbers, today to +15 days. */
export function CollectionDateField({ control, today }: TCollectionDateFieldProps) {
  const { t, i18n } = useTranslation("quote");
  const errorText = useQuoteErrorText();
  const { min, max } = getCollectionDateRange(today);
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
      <Controller
        control={control}
        name="shipment_date"
        render={({ field, fieldState }) => (
          <DatePickerInput
            label={t("date.label")}
            required
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? "")}
            onBlur={field.onBlur}
            ref={field.ref}
            minDate={min}
            maxDate={max}
            firstDayOfWeek={1}
            withWeekNumbers={false}
            valueFormat="dddd D MMMM YYYY"
            leftSection={<IconCalendar size={18} aria-hidden />}
            popoverProps={{ shadow: "md" }}
            error={errorText(fieldState.error)}
            data-testid="collection-date"
          />
        )}
      />
    </DatesProvider>
  );
}
