import type {
  TBrand,
  TContactDiscountBody,
  TContactQuoteBody,
  TContactUsBody,
  TErrorCode,
} from "@ship/contracts";
import { CONTACT_US_LIMITS, checkContact, checkLargeQuote, type TFormIssue, type TLang } from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";
import type { TFieldError } from "../../../http/zod-issues.ts";
import type { TContactUsDeps } from "../contact-us-deps.ts";
import { buildContactTeamMail } from "../contact-us-mail.ts";
import {
  countRecentMessages,
  insertContactMessage,
  lockSender,
  readCountries,
  type TContactMessageWrite,
} from "../contact-us-repository.ts";

/** One form's input after its contract (defaults applied), with the form it came from. */
export type TContactForm =
  | { kind: "contact"; body: Required<TContactUsBody> }
  | { kind: "discount"; body: Required<TContactDiscountBody> }
  | { kind: "quote"; body: Required<TContactQuoteBody> };

export type TContactSender = { brand: TBrand; lang: TLang; clientAddress: string; userId: number | null };

export type TSendOutcome = { ok: true; id: number } | { ok: false; errors: TFieldError[] };

const asFieldErrors = (issues: TFormIssue[]): TFieldError[] =>
  issues.map(({ code, path, params }) => ({
    code: code as TErrorCode,
    field: path.join("."),
    ...(params ? { params } : {}),
  }));

/** The row of a form's message: the common sender fields, then what its kind adds. */
function toRow(form: TContactForm, sender: TContactSender): TContactMessageWrite {
  const b = form.body;
  return {
    brand_id: sender.brand.id,
    kind: form.kind,
    lang: sender.lang,
    user_id: sender.userId,
    client_address: sender.clientAddress,
    company: b.company,
    lastname: b.lastname,
    phone: b.phone,
    email: b.email,
    address1: b.address1,
    address2: b.address2,
    country_id: b.country_id,
    postcode: b.postcode.toUpperCase(),
    city: b.city,
    subject: form.kind === "contact" ? form.body.subject : null,
    percent: form.kind === "discount" ? form.body.percent : null,
    monthly_shipments: form.kind === "discount" ? form.body.monthly_shipments : null,
    parcels: form.kind === "quote" ? form.body.parcels : null,
    weight_grams: form.kind === "quote" ? Math.round(form.body.weight_kg * 1000) : null,
    from_country_id: form.kind === "quote" ? form.body.from_country_id : null,
    to_country_id: form.kind === "quote" ? form.body.to_country_id : null,
    message: b.message,
  };
}

/**
 * POST /contact-us, /contact-us/discount, /contact-us/quote (spec §2, §5, §7, §9): refuses a
 * filled hidden field and a sender past the limit, checks the spec §5 rules that need the country
 * (domain's checkContact) and the large-quote rule, then stores the message and the team's e-mail
 * (the brand's contact address, else TEAM_EMAIL) in one transaction. Nothing is stored on refusal.
 */
export function createSendContactMessage(
  deps: Pick<TContactUsDeps, "unitOfWork" | "mailer" | "teamEmail" | "messagesPerWindow" | "now">,
) {
  return async function sendContactMessage(
    form: TContactForm,
    sender: TContactSender,
  ): Promise<TSendOutcome> {
    // Spam control: people never see the field; a robot that fills it learns nothing more.
    if (form.body.website !== "") throw new AppError("contact.not_sent", 400);
    const row = toRow(form, sender);
    const now = deps.now();
    const outcome = await deps.unitOfWork.transaction(async (trx): Promise<TSendOutcome> => {
      const ids = [row.country_id, row.from_country_id, row.to_country_id].filter(
        (id): id is number => id !== null,
      );
      const countries = await readCountries(trx, ids);
      const issues = checkForm(form, countries);
      if (issues.length > 0) return { ok: false, errors: asFieldErrors(issues) };

      await lockSender(trx, `contact:${sender.clientAddress}`);
      await refuseOverLimit(
        trx,
        { clientAddress: sender.clientAddress, email: row.email },
        { now, max: deps.messagesPerWindow },
      );
      const id = await insertContactMessage(trx, row, now);
      const name = (countryId: number | null) => {
        const country = countryId === null ? undefined : countries.get(countryId);
        return country ? `${country.name_en} (${country.code})` : undefined;
      };
      const mail = buildContactTeamMail({
        id,
        brandName: sender.brand.name,
        message: row,
        countries: {
          country: name(row.country_id) ?? "",
          from: name(row.from_country_id),
          to: name(row.to_country_id),
        },
      });
      await deps.mailer.enqueue(trx, { to: sender.brand.contact?.email ?? deps.teamEmail, ...mail });
      return { ok: true, id };
    });
    if (outcome.ok) deps.mailer.wake();
    return outcome;
  };
}

type TCountries = Awaited<ReturnType<typeof readCountries>>;

/** The spec §5 rules that need the countries, and §9's large quote. */
function checkForm(form: TContactForm, countries: TCountries): TFormIssue[] {
  const country = countries.get(form.body.country_id);
  const issues = checkContact(
    { ...form.body, address3: "", state: "", customer_code: "", notes: "", pro: 0 },
    country ? { code: country.code, has_postcode: country.has_postcode, states: null } : null,
  );
  if (form.kind !== "quote") return issues;
  for (const field of ["from_country_id", "to_country_id"] as const) {
    if (!countries.has(form.body[field])) issues.push({ code: "contact.country_unknown", path: [field] });
  }
  return [...issues, ...checkLargeQuote(form.body)];
}

/** Spam control: at most `max` messages a window per address and per e-mail. */
async function refuseOverLimit(
  trx: Parameters<typeof countRecentMessages>[0],
  sender: { clientAddress: string; email: string },
  { now, max }: { now: Date; max: number },
) {
  const windowMs = CONTACT_US_LIMITS.windowMinutes * 60_000;
  const counts = await countRecentMessages(trx, sender, new Date(now.getTime() - windowMs));
  const over = counts.filter((count) => count.count >= max);
  if (over.length === 0) return;
  // The sender may write again once the oldest counted message leaves the window.
  const freeAt = Math.max(...over.map((count) => (count.oldest?.getTime() ?? now.getTime()) + windowMs));
  const seconds = Math.max(60, Math.ceil((freeAt - now.getTime()) / 1000));
  throw new AppError("contact.too_many", 429, {
    params: { minutes: Math.ceil(seconds / 60) },
    headers: { "retry-after": String(seconds) },
  });
}
