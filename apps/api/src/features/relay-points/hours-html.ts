import type { TOpeningHours } from "@ship/carriers";
import type { TLang } from "@ship/domain";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
/** Data files and carriers' answers are not trusted as markup: every text goes in escaped. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

// 2024-01-01 was a Monday: ISO weekday n is that date plus n - 1 days.
const weekdayName = (lang: TLang, weekday: number) =>
  new Intl.DateTimeFormat(lang, { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );

/**
 * Spec §3 dropoff_to.hours_html: one line per open day, "Lundi : 09:00-12:30, 14:00-19:00",
 * weekday names in the request's language. Escaped text joined by <br>, so a client may show it
 * as HTML without opening a door to injected markup.
 */
export function formatHoursHtml(hours: readonly TOpeningHours[], lang: TLang): string {
  const lines: string[] = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    const slots = hours.filter((slot) => slot.weekday === weekday);
    if (slots.length === 0) continue;
    const name = weekdayName(lang, weekday);
    const day = name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
    const times = slots.map((slot) => `${slot.open}-${slot.close}`).join(", ");
    // French puts a non-breaking space before the colon.
    lines.push(escapeHtml(`${day}${lang === "fr" ? "\u00a0: " : ": "}${times}`));
  }
  return lines.join("<br>");
}
