/** A 'YYYY-MM-DD' date in the language's long form ("Tuesday 24 November"); it has no time zone. */
export function formatDay(date: string, lang: string): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(lang, {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(parsed);
}
