import { Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type Control, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format.ts";
import { currencyFactsQuery } from "../api/ship-to-contact.ts";
import type { TInfoValues } from "../ship-to-contact-values.ts";

/**
 * The insurance facts in the declared value's currency (GET /ship-to-contact/currency/{code},
 * spec §9): shown once a value is typed or insurance ticked, so a dollar value reads in dollars.
 */
export function InsuranceFacts({ control }: { control: Control<TInfoValues> }) {
  const { t, i18n } = useTranslation("shipToContact");
  const [currency = "EUR", insurance, value] = useWatch({
    control,
    name: ["currency", "insurance", "value"],
  });
  const shown = insurance === 1 || (value ?? "").trim() !== "";
  const answer = useQuery({ ...currencyFactsQuery(currency), enabled: shown });
  if (!shown || !answer.data) return null;
  const { insurance: rule, eur_per_unit: rate } = answer.data;
  const facts = {
    minimum: formatMoney(rule.minimum_premium, currency, i18n.language),
    liability: formatMoney(rule.liability_per_kg, currency, i18n.language),
  };
  return (
    <Text size="xs" c="dimmed" data-testid="insurance-facts">
      {currency === "EUR"
        ? t("insurance_facts_eur", facts)
        : t("insurance_facts", {
            ...facts,
            currency,
            rate: new Intl.NumberFormat(i18n.language).format(rate),
          })}
    </Text>
  );
}
