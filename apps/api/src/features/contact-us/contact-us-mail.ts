import type { TContactMessageWrite } from "./contact-us-repository.ts";

const KIND_TITLES = {
  contact: "Contact",
  discount: "Extra discount request",
  quote: "Quote request",
} as const;

/**
 * The team's copy of a contact message, in English (the team's language, as the other notices).
 * Plain text only: what the sender typed is never read as HTML by a mail client.
 */
export function buildContactTeamMail(args: {
  id: number;
  brandName: string;
  message: TContactMessageWrite;
  countries: { country: string; from?: string; to?: string };
}) {
  const { message: m } = args;
  const lines: [string, string | number | null][] = [
    ["Brand", args.brandName],
    ["Language", m.lang],
    ["Subject", m.subject],
    ["Company", m.company || null],
    ["Name", m.lastname],
    ["E-mail", m.email],
    ["Phone", m.phone],
    ["Address", [m.address1, m.address2].filter(Boolean).join(", ")],
    ["Town", `${m.postcode} ${m.city}`.trim()],
    ["Country", args.countries.country],
    ["Discount asked", m.percent === null ? null : `${m.percent} %`],
    ["Shipments a month", m.monthly_shipments],
    ["Parcels", m.parcels],
    ["Total weight", m.weight_grams === null ? null : `${m.weight_grams / 1000} kg`],
    ["From", args.countries.from ?? null],
    ["To", args.countries.to ?? null],
    ["Customer account", m.user_id === null ? "visitor" : `user ${m.user_id}`],
  ];
  const body = lines
    .filter(([, value]) => value !== null && value !== "")
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");
  const subjectTail = m.subject ? ` (${m.subject})` : "";
  return {
    subject: `[${args.brandName}] ${KIND_TITLES[m.kind]}${subjectTail} from ${m.lastname} - message ${args.id}`,
    text: `${KIND_TITLES[m.kind]} ${args.id}\n\n${body}\n\nMessage:\n${m.message || "(none)"}\n\nReply to ${m.email}.\n`,
  };
}
