import "./styles.ts";
import { Alert, Button, Group, List, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { SHIPMENT_TYPES, type TUnitSystem } from "@ship/domain";
import { IconAlertTriangle, IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { type ReactNode, useEffect, useMemo, useRef } from "react";
import { type FieldErrors, type Resolver, type UseFormReturn, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { shipmentDefaultsQuery } from "../../lib/account-settings.ts";
import { useBrand } from "../../lib/brand.ts";
import { useCountries } from "../../lib/countries.ts";
import {
  ORDER_PROGRESS_PATH,
  quoteDraftStore,
  type THomeState,
  type TProgressState,
  type TRatingOrigin,
} from "../../lib/quote-flow.ts";
import { useSession } from "../../lib/session.ts";
import { SegmentedChoice } from "../segmented-choice/segmented-choice.tsx";
import { CollectionDateField } from "./collection-date-field.tsx";
import { ParcelGuidance } from "./parcel-guidance.tsx";
import { ParcelLines } from "./parcel-lines.tsx";
import { PlaceFields } from "./place-fields.tsx";
import { PreferenceFields } from "./preference-fields.tsx";
import {
  applyShipmentDefaults,
  convertParcelLine,
  createDefaultQuote,
  mapApiField,
  prefillQuote,
  readQuoteDraft,
  type TQuoteFormValues,
  toShipmentInput,
  validateQuoteForm,
} from "./quote-form-values.ts";
import { ShipmentTypeField } from "./shipment-type-field.tsx";
import { API_ERROR_TYPE } from "./use-quote-error-text.ts";

function getToday(): string {
  return dayjs().format("YYYY-MM-DD");
}

/** Nested react-hook-form errors from the flat list of validateQuoteForm. */
function toFieldErrors(list: ReturnType<typeof validateQuoteForm>): FieldErrors<TQuoteFormValues> {
  const root: Record<string, unknown> = {};
  for (const { path, key } of list) {
    const parts = path.split(".");
    let node = root;
    parts.slice(0, -1).forEach((part, i) => {
      const next = parts[i + 1];
      node[part] ??= next !== undefined && /^\d+$/.test(next) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
    node[parts[parts.length - 1] as string] = { type: "validate", message: key };
  }
  return root as FieldErrors<TQuoteFormValues>;
}

const resolveQuote: Resolver<TQuoteFormValues> = (values) => {
  const list = validateQuoteForm(values, getToday());
  return list.length === 0 ? { values, errors: {} } : { values: {}, errors: toFieldErrors(list) };
};

/**
 * Spec §4 prefill: with no previous or stored quote, a logged-in user's form starts from the
 * shipment defaults of their settings, applied once they arrive unless the form was touched.
 */
function useProfileDefaults(reset: (values: TQuoteFormValues) => void, isDirty: boolean, today: string) {
  const { user } = useSession();
  const hasDraft = useMemo(() => readQuoteDraft(quoteDraftStore.read(), today) !== null, [today]);
  const profile = useQuery({ ...shipmentDefaultsQuery(user?.id ?? 0), enabled: user !== null && !hasDraft });
  const applied = useRef(false);
  useEffect(() => {
    // A query disabled by a draft still returns the defaults cached by an earlier visit.
    if (applied.current || hasDraft || !profile.data || isDirty) return;
    applied.current = true;
    reset(applyShipmentDefaults(createDefaultQuote(today), profile.data));
  }, [profile.data, hasDraft, isDirty, reset, today]);
}

/**
 * A brand without the sending_abroad block (decision 049) ships within one country: the
 * destination follows the origin's country, whatever a draft or the profile defaults held.
 */
function useDomesticOnly(form: UseFormReturn<TQuoteFormValues>, domesticOnly: boolean) {
  const { watch, getValues, setValue } = form;
  const origin = watch("ship_from.country_code");
  const destination = watch("ship_to.country_code");
  useEffect(() => {
    if (!domesticOnly || destination === origin) return;
    setValue("ship_to.country_code", getValues("ship_from.country_code"));
    setValue("ship_to.place", "");
  }, [domesticOnly, origin, destination, getValues, setValue]);
}

type TQuoteFormProps = {
  redo: boolean;
  failure: THomeState["failure"];
  /** The screen holding the form: a failed rating and 'remake the shipment' come back to it. */
  origin?: TRatingOrigin;
  /** More actions after the compare button (the home page's create-account and 'what' links). */
  actions?: ReactNode;
  /** False inside a panel that already draws the frame (my account's collapsible form). */
  framed?: boolean;
};

/**
 * The quote (rating) form of home, my account and new shipment (spec §2, §5): what, from where,
 * to where, when; then the progress screen.
 */
export function QuoteForm({ redo, failure, origin = "index", actions, framed = true }: TQuoteFormProps) {
  const { t, i18n } = useTranslation("quote");
  const { lang } = useParams();
  const navigate = useNavigate();
  const brand = useBrand();
  const today = useMemo(getToday, []);
  const countries = useCountries(i18n.language);
  const form = useForm<TQuoteFormValues>({
    defaultValues: prefillQuote(quoteDraftStore.read(), today),
    resolver: resolveQuote,
  });
  const { control, register, handleSubmit, watch, setValue, getValues, setError, formState } = form;
  useProfileDefaults(form.reset, formState.isDirty, today);
  const lines = useFieldArray({ control, name: "parcels" });
  const type = watch("shipment_type");
  const unit = watch("unit");
  useDomesticOnly(form, !brand.blocks.includes("sending_abroad"));

  // Every change is kept as the draft (spec §4: the stored draft prefills the form next time).
  useEffect(() => {
    const subscription = watch((values) => quoteDraftStore.write(values));
    return () => subscription.unsubscribe();
  }, [watch]);

  // A failed rating comes back here: its field errors go next to their fields (spec §8).
  const shownFailure = useRef<THomeState["failure"]>(undefined);
  useEffect(() => {
    if (!failure || shownFailure.current === failure) return;
    shownFailure.current = failure;
    for (const error of failure.errors) {
      const path = mapApiField(error.field);
      if (path) setError(path as "shipment_date", { type: API_ERROR_TYPE, message: error.message });
    }
  }, [failure, setError]);

  function changeUnit(next: TUnitSystem) {
    const current = getValues("unit");
    if (next === current) return;
    lines.replace(getValues("parcels").map((line) => convertParcelLine(line, current, next)));
    setValue("unit", next);
  }

  const submit = handleSubmit((values) => {
    quoteDraftStore.write(values);
    const state: TProgressState = { shipment: toShipmentInput(values, brand.currency), origin };
    navigate(`/${lang}/${ORDER_PROGRESS_PATH}`, { state });
  });

  const failureTitle = failure ? t(`failure.${failure.kind}`) : "";
  // The API's own 'No offer available' would only repeat the title.
  const failureErrors =
    failure?.errors.filter((error) => error.message && error.message !== failureTitle) ?? [];
  const showUnitToggle = brand.blocks.includes("change_unit");

  return (
    <Paper
      withBorder={framed}
      radius="md"
      p={{ base: "md", sm: "xl" }}
      pt={framed ? undefined : 0}
      shadow={framed ? "xs" : undefined}
      component="section"
      aria-label={t("title")}
    >
      <form onSubmit={submit} noValidate data-testid="quote-form">
        <Stack gap="lg">
          {failure && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle />}
              role="alert"
              data-testid="quote-failure"
              title={failureTitle}
            >
              {failureErrors.length > 0 ? (
                <List size="sm">
                  {failureErrors.map((error, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page's life
                    <List.Item key={index}>{error.message}</List.Item>
                  ))}
                </List>
              ) : (
                failure.message &&
                failure.message !== failureTitle && <Text size="sm">{failure.message}</Text>
              )}
            </Alert>
          )}

          <ShipmentTypeField form={form} />

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
            {(["ship_from", "ship_to"] as const).map((end) => (
              <PlaceFields
                key={end}
                end={end}
                control={control}
                errors={formState.errors}
                countries={countries.data}
                onCountryChange={() => setValue(`${end}.place`, "")}
                countryLocked={end === "ship_to" && !brand.blocks.includes("sending_abroad")}
              />
            ))}
          </SimpleGrid>

          <Stack gap="xs">
            <Group justify="space-between" align="center">
              <Text fw={600}>
                {t(
                  `parcels.title.${type === SHIPMENT_TYPES.pallet ? "pallet" : type === SHIPMENT_TYPES.envelope ? "envelope" : "parcel"}`,
                )}
              </Text>
              {showUnitToggle && (
                <SegmentedChoice<TUnitSystem>
                  size="xs"
                  aria-label={t("units.label")}
                  value={unit}
                  onChange={changeUnit}
                  data={[
                    { value: "fr", label: t("units.fr.label") },
                    { value: "us", label: t("units.us.label") },
                  ]}
                  data-testid="unit-toggle"
                />
              )}
            </Group>
            <ParcelLines lines={lines} register={register} errors={formState.errors} unit={unit} />
            <ParcelGuidance control={control} />
          </Stack>

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
            <CollectionDateField control={control} today={today} />
          </SimpleGrid>

          <PreferenceFields control={control} />

          <Group gap="sm" wrap="wrap">
            <Button
              type="submit"
              size="md"
              leftSection={<IconSearch size={18} aria-hidden />}
              data-testid="compare-offers"
            >
              {t(redo ? "actions.compareAgain" : "actions.compare")}
            </Button>
            {actions}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
