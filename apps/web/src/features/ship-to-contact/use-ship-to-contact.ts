import type { TContact } from "@ship/contracts";
import { needsCustoms } from "@ship/domain";
import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { API_ERROR_TYPE } from "../../components/quote-form/use-quote-error-text.ts";
import { accountSettingsQuery, useSessionToken } from "../../lib/account-settings.ts";
import { ApiError } from "../../lib/api-client.ts";
import { useBrand } from "../../lib/brand.ts";
import { createClientStore } from "../../lib/client-state.ts";
import { useCountries } from "../../lib/countries.ts";
import { ratingStore } from "../../lib/quote-flow.ts";
import { useRateToContact } from "./api/ship-to-contact.ts";
import { infoResolver, quoteResolver } from "./ship-to-contact-forms.ts";
import {
  placeApiField,
  readDraft,
  senderFromAccount,
  summaryOf,
  type TInfoContext,
  type TInfoValues,
  type TSender,
  type TShipToContactDraft,
  toShipToContactBody,
} from "./ship-to-contact-values.ts";

const draftStore = createClientStore<TShipToContactDraft>("ship-to-contact");
const OFFERS_PATH = "ship-to-contact-offer";

export type TEndErrors = { sender?: string | undefined; recipient?: string | undefined };

/**
 * The ship-to-contact page's state: the two ends, the shipment-info and parcels forms (kept as a
 * draft, so 'remake the shipment' comes back to them), and Compare: both forms checked, then
 * POST /ship-to-contact, the offers screen on success, the errors in place on failure (spec §4).
 */
export function useShipToContact() {
  const { t, i18n } = useTranslation("shipToContact");
  const { lang } = useParams();
  const navigate = useNavigate();
  const brand = useBrand();
  const today = useMemo(() => dayjs().format("YYYY-MM-DD"), []);
  const initial = useMemo(() => readDraft(draftStore.read(), today), [today]);
  const [sender, setSender] = useState<TSender | null>(initial.sender);
  const [recipient, setRecipient] = useState<TContact | null>(initial.recipient);
  const [endErrors, setEndErrors] = useState<TEndErrors>({});
  const [alert, setAlert] = useState<string[] | null>(null);
  const countries = useCountries(i18n.language);
  const token = useSessionToken();
  const account = useQuery({ ...accountSettingsQuery(token ?? ""), enabled: token !== null, retry: false });
  // Spec §2: the sender defaults to the account's address from settings.
  const accountSender = useMemo(
    () => senderFromAccount(account.data, countries.data),
    [account.data, countries.data],
  );
  const shownSender = sender ?? accountSender;
  // Spec §5: goods rows are asked when the two ends need customs; the order page gets them.
  const customs =
    shownSender !== null &&
    recipient !== null &&
    needsCustoms(summaryOf(shownSender).countryCode, recipient.country_code);

  // Checked as typed, as the order form: Compare checks both forms without submitting either.
  const quote = useForm({ defaultValues: initial.quote, resolver: quoteResolver(today), mode: "onChange" });
  const info = useForm<TInfoValues, TInfoContext>({
    defaultValues: initial.info,
    resolver: infoResolver,
    context: { customs },
    mode: "onChange",
  });
  const rate = useRateToContact();

  useEffect(() => {
    const save = () =>
      draftStore.write({ sender, recipient, quote: quote.getValues(), info: info.getValues() });
    save();
    const watching = [quote.watch(save), info.watch(save)];
    return () => {
      for (const subscription of watching) subscription.unsubscribe();
    };
  }, [sender, recipient, quote, info]);

  const showFailure = (error: unknown) => {
    if (!(error instanceof ApiError)) return setAlert([t("errors.failed")]);
    const ends: TEndErrors = {};
    for (const item of error.errors) {
      const place = placeApiField(item.field);
      if (place?.part === "quote")
        quote.setError(place.path as "shipment_date", { type: API_ERROR_TYPE, message: item.message });
      else if (place?.part === "info") info.setError(place.path as "value", { message: item.message });
      else if (place) ends[place.part] = [ends[place.part], item.message].filter(Boolean).join(" ");
    }
    setEndErrors(ends);
    setAlert([error.message, ...new Set(error.errors.map((item) => item.message))]);
  };

  const compare = async () => {
    setAlert(null);
    const [quoteOk, infoOk] = await Promise.all([quote.trigger(), info.trigger()]);
    setEndErrors({
      ...(recipient ? {} : { recipient: t("recipient.required") }),
      ...(shownSender ? {} : { sender: t("sender.none") }),
    });
    if (!quoteOk || !infoOk || !recipient || !shownSender) return;
    const draft = { sender: shownSender, recipient, quote: quote.getValues(), info: info.getValues() };
    rate.mutate(toShipToContactBody(draft, brand.currency, customs), {
      onSuccess: ({ shipment_id, order_id }) => {
        ratingStore.write({ shipment_id, order_id, origin: "ship-to-contact" });
        navigate(`/${lang}/${OFFERS_PATH}`);
      },
      onError: showFailure,
    });
  };

  const choose = (end: "sender" | "recipient", contact: TContact) => {
    if (end === "recipient") setRecipient(contact);
    else setSender({ kind: "contact", contact });
    setEndErrors((current) => ({ ...current, [end]: undefined }));
  };
  const typeSender = (next: TSender | null) => {
    setSender(next);
    setEndErrors((current) => ({ ...current, sender: undefined }));
  };

  return {
    today,
    currency: brand.currency,
    ends: { sender, shownSender, accountSender, recipient, errors: endErrors },
    choose,
    typeSender,
    quote,
    info,
    customs,
    alert,
    compare,
    rating: rate.isPending,
  };
}
