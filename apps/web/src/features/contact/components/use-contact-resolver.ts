import { checkContact } from "@ship/domain";
import i18next from "i18next";
import { useMemo } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useCountries } from "../../../lib/countries.ts";
import { contractResolver } from "../../../lib/form-resolver.ts";
import type { TSenderValues } from "./sender-fields.tsx";

/**
 * The form's contract, then the spec §5 rules that need the sender's country (domain's
 * checkContact, which the API runs too): a phone valid for it, a postcode when it uses one.
 * Until the countries are here, those two are left to the API.
 */
export function useContactResolver<T extends FieldValues>(schema: z.ZodType): Resolver<T> {
  const { i18n } = useTranslation();
  const countries = useCountries(i18n.language);
  return useMemo(() => {
    const list = countries.data ?? [];
    const withRules = (schema as unknown as z.ZodType<TSenderValues>).superRefine((values, ctx) => {
      const country = list.find((candidate) => candidate.id === values.country_id);
      if (!country) return;
      const known = { code: country.code, has_postcode: country.has_postcode, states: null };
      const fields = { ...values, address3: "", state: "", customer_code: "", notes: "", pro: 0 as const };
      for (const { code, path, params } of checkContact(fields, known)) {
        ctx.addIssue({ code: "custom", path, message: i18next.t(`errors:${code}`, params ?? {}) });
      }
    });
    return contractResolver<T>(withRules as unknown as Parameters<typeof contractResolver>[0]);
  }, [schema, countries.data]);
}
