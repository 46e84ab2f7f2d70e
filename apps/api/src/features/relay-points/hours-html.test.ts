import { describe, expect, it } from "vitest";
import { escapeHtml, formatHoursHtml } from "./hours-html.ts";

const week = [
  { weekday: 1, open: "09:00", close: "12:30" },
  { weekday: 1, open: "14:00", close: "19:00" },
  { weekday: 6, open: "09:00", close: "12:00" },
];

describe("hours_html", () => {
  it("writes one line per open day, weekday names in the request's language", () => {
    expect(formatHoursHtml(week, "en")).toBe("Monday: 09:00-12:30, 14:00-19:00<br>Saturday: 09:00-12:00");
    expect(formatHoursHtml(week, "fr")).toBe(
      "Lundi\u00a0: 09:00-12:30, 14:00-19:00<br>Samedi\u00a0: 09:00-12:00",
    );
    expect(formatHoursHtml(week, "es")).toBe("Lunes: 09:00-12:30, 14:00-19:00<br>Sábado: 09:00-12:00");
    expect(formatHoursHtml([], "en")).toBe("");
  });

  it("escapes every text it holds, so a carrier's answer cannot inject markup", () => {
    const html = formatHoursHtml([{ weekday: 2, open: "<img src=x onerror=alert(1)>", close: "\"'&" }], "en");
    expect(html).toBe("Tuesday: &lt;img src=x onerror=alert(1)&gt;-&quot;&#39;&amp;");
    expect(escapeHtml("<b>Tabac & Presse</b>")).toBe("&lt;b&gt;Tabac &amp; Presse&lt;/b&gt;");
  });
});
