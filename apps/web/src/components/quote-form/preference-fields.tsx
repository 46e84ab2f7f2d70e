import { MultiSelect, SimpleGrid, Stack, Text } from "@mantine/core";
import { CARRIER_CODES, QUOTE_PRIORITIES, type TCarrierCode, type TQuotePriority } from "@ship/domain";
import { type Control, Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SegmentedChoice } from "../segmented-choice/segmented-choice.tsx";
import type { TQuoteFormValues } from "./quote-form-values.ts";

/**
 * Spec §3 quote preferences (decision 050): cheapest or fastest first, and the carriers to compare
 * (none = all). A logged-in user's saved preferred carriers prefill them.
 */
export function PreferenceFields({ control }: { control: Control<TQuoteFormValues> }) {
  const { t } = useTranslation("quote");
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
      <Controller
        control={control}
        name="priority"
        render={({ field }) => (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="quote-priority-label">
              {t("preferences.priority")}
            </Text>
            <SegmentedChoice<TQuotePriority>
              aria-labelledby="quote-priority-label"
              value={field.value}
              onChange={field.onChange}
              data={QUOTE_PRIORITIES.map((priority) => ({
                value: priority,
                label: t(`preferences.priorities.${priority}`),
              }))}
              data-testid="quote-priority"
            />
          </Stack>
        )}
      />
      <Controller
        control={control}
        name="preferred_carrier_groups"
        render={({ field }) => (
          <MultiSelect
            label={t("preferences.carriers")}
            placeholder={field.value.length === 0 ? t("preferences.allCarriers") : undefined}
            data={[...CARRIER_CODES]}
            value={field.value}
            onChange={(codes) => field.onChange(codes as TCarrierCode[])}
            clearable
            data-testid="quote-carriers"
          />
        )}
      />
    </SimpleGrid>
  );
}
