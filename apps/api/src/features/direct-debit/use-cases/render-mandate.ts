import type { TSessionUser } from "@ship/contracts";
import { renderSepaMandatePdf, type TDocumentAddress } from "@ship/documents";
import type { TLang } from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";
import { findBankSecret, findDebtor, type TDebtorRow } from "../mandate-repository.ts";
import type { TDirectDebitDeps } from "./direct-debit-deps.ts";
import type { TEnsureMandate } from "./ensure-mandate.ts";
import { calendarDayIn } from "./mandate-status.ts";

const COUNTRY_NAME = { en: "name_en", fr: "name_fr", es: "name_es" } as const;

/** The customer as the mandate prints them: the account address, else the user's name and e-mail. */
export function toDebtorAddress(row: TDebtorRow, lang: TLang): TDocumentAddress {
  const name = row.lastname || row.user_lastname;
  const company = row.company || row.user_company || undefined;
  const countryName = row[COUNTRY_NAME[lang]] ?? undefined;
  return {
    name,
    ...(company ? { company } : {}),
    address1: row.address1 ?? "",
    ...(row.address2 ? { address2: row.address2 } : {}),
    ...(row.address3 ? { address3: row.address3 } : {}),
    postcode: row.postcode ?? "",
    city: row.city ?? "",
    countryCode: row.country_code ?? "",
    ...(countryName ? { countryName } : {}),
    email: row.email,
  };
}

/**
 * The mandate PDF for the logged-in caller, from what the server stores (decision 033): the
 * decrypted IBAN and BIC, the user, the mandate reference and its date. Nothing comes from the URL.
 */
export function createRenderMandate(
  deps: Pick<TDirectDebitDeps, "db" | "secrets" | "creditor" | "timeZone">,
  ensureMandate: TEnsureMandate,
) {
  return async (user: TSessionUser, lang: TLang) => {
    const mandate = await ensureMandate(user.id);
    const [bank, debtor] = await Promise.all([
      findBankSecret(deps.db, user.id),
      findDebtor(deps.db, user.id),
    ]);
    if (!bank || !debtor) throw new AppError("sepa.bank_required", 409);
    const pdf = await renderSepaMandatePdf({
      mandateReference: mandate.mandate_reference,
      date: calendarDayIn(deps.timeZone, new Date(mandate.created_at)),
      creditor: deps.creditor,
      debtor: toDebtorAddress(debtor, lang),
      iban: deps.secrets.open(bank.iban_ciphertext),
      bic: bank.bic,
      lang,
    });
    return { pdf, filename: `sepa-mandate-${mandate.mandate_reference}.pdf` };
  };
}
