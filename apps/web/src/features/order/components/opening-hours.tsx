import { Text } from "@mantine/core";
import type { TOpeningHoursSlot } from "@ship/contracts";
import { useTranslation } from "react-i18next";

// 2024-01-01 was a Monday: ISO weekday n is that date plus n - 1 days.
const weekdayName = (lang: string, weekday: number) =>
  new Intl.DateTimeFormat(lang, { weekday: "short", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );

/** A relay point's week (spec §3 dropoff_to hours), one line per day, drawn from the structured hours. */
export function OpeningHours({ hours }: { hours: readonly TOpeningHoursSlot[] }) {
  const { t, i18n } = useTranslation("relayPoints");
  const lang = i18n.resolvedLanguage ?? "fr";
  return (
    <dl
      aria-label={t("modal.hours")}
      style={{ margin: 0, display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 8 }}
    >
      {[1, 2, 3, 4, 5, 6, 7].map((weekday) => {
        const slots = hours.filter((slot) => slot.weekday === weekday);
        return (
          <Text key={weekday} component="div" size="xs" c="dimmed" style={{ display: "contents" }}>
            <dt>{weekdayName(lang, weekday)}</dt>
            <dd style={{ margin: 0 }}>
              {slots.length === 0
                ? t("modal.closed")
                : slots.map((slot) => `${slot.open}–${slot.close}`).join(", ")}
            </dd>
          </Text>
        );
      })}
    </dl>
  );
}
