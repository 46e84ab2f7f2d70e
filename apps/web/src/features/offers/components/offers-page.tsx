import { Alert, Grid, Group, Stack, Tabs, Text } from "@mantine/core";
import "@mantine/core/styles/Accordion.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Tabs.css";
import type { TOffer } from "@ship/contracts";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import { PageLoader } from "../../../components/page-loader.tsx";
import { useBrand } from "../../../lib/brand.ts";
import { useCountryNames } from "../../../lib/countries.ts";
import { chooseOffer, orderQueryKey, orderStore } from "../../../lib/order-flow.ts";
import { ratingStore, type THomeState, toRatingOrigin } from "../../../lib/quote-flow.ts";
import { offersQuery } from "../api/rating.ts";
import {
  countByTab,
  DEFAULT_FILTERS,
  DEFAULT_SORT,
  DELIVERY_FILTERS,
  FASTEST_SORT,
  findLowestPrice,
  matchesShopperChoice,
  OFFER_TABS,
  SHIPPING_FILTERS,
  selectOffers,
  type TOfferFilters,
  type TOfferSort,
  type TOfferTab,
  toggleSort,
} from "../offers-view.ts";
import { describeRatingFailure } from "../rating-failure.ts";
import { FilterSelect } from "./filter-select.tsx";
import { OfferRow } from "./offer-row.tsx";
import classes from "./offers.module.css";
import { OffersFrame } from "./offers-frame.tsx";
import { OffersSidebar } from "./offers-sidebar.tsx";
import { SortButton } from "./sort-button.tsx";

/**
 * #/{lang}/order-offer and #/{lang}/ship-to-contact-offer (spec §2): the offers of the last rating,
 * in tabs, sortable and filterable.
 */
export function OffersPage() {
  const { t, i18n } = useTranslation("offers");
  const { lang } = useParams();
  const navigate = useNavigate();
  const brand = useBrand();
  const ref = useMemo(() => ratingStore.read(), []);
  const offers = useQuery({
    ...offersQuery(ref ?? { shipment_id: "", order_id: "", origin: "index" }),
    enabled: ref !== null,
  });
  // The offers (up to a hundred rows) are rendered as a transition once they arrive, in slices,
  // not in the one task of the query's update (decision 063); the frame shows until then.
  const data = useDeferredValue(offers.data);
  const countryName = useCountryNames(i18n.language);
  const [tab, setTab] = useState<TOfferTab>("all");
  // Until a header is clicked, the rating's priority sorts: fastest first by delivery (decision 050).
  const [chosenSort, setSort] = useState<TOfferSort | null>(null);
  const preferences = data?.shipment.preferences;
  const sort = chosenSort ?? (preferences?.priority === "fastest" ? FASTEST_SORT : DEFAULT_SORT);
  const [filters, setFilters] = useState<TOfferFilters>(DEFAULT_FILTERS);
  const { t: tOrder } = useTranslation("order");
  const queryClient = useQueryClient();
  // Spec §4 'select offer': the chosen order is kept (client store "shipping") for the next steps.
  const choose = useMutation({
    mutationFn: (offer: TOffer) =>
      chooseOffer(
        { shipment_id: offer.shipment_id, order_id: offer.order_id, offer_id: offer.offer_id },
        ref?.origin ?? "order-offer",
      ),
    onSuccess: ({ order }) => {
      const chosen = {
        shipment_id: order.shipment_id,
        order_id: order.order_id,
        offer_id: order.offer.offer_id,
      };
      orderStore.write(chosen);
      queryClient.setQueryData(orderQueryKey(chosen), order);
      navigate(`/${lang}/order-order`);
    },
  });

  // Stable, so that the memoized rows are not re-rendered with the page.
  const { mutate } = choose;
  const onChoose = useCallback((offer: TOffer) => mutate(offer), [mutate]);
  const list = data?.offers ?? [];
  const counts = useMemo(() => countByTab(list), [list]);
  const shown = useMemo(() => selectOffers(list, { tab, sort, filters }), [list, tab, sort, filters]);

  const home = `/${lang}/${toRatingOrigin(ref?.origin)}`;
  const remake = () => {
    const state: THomeState = { redo: true };
    navigate(home, { state });
  };
  if (!ref) return <Navigate to={home} replace />;
  if (offers.isError) {
    const state: THomeState = { failure: describeRatingFailure(offers.error, "offers") };
    return <Navigate to={home} replace state={state} />;
  }
  if (!data)
    return (
      <OffersFrame count={null} onRemake={remake}>
        <PageLoader />
      </OffersFrame>
    );
  if (list.length === 0) {
    const state: THomeState = { failure: { kind: "no_offer", errors: [] } };
    return <Navigate to={home} replace state={state} />;
  }

  const { shipment, carrier_errors: carrierErrors } = data;

  return (
    <OffersFrame count={list.length} onRemake={remake}>
      {choose.isError && (
        <Alert color="red" variant="light" role="alert" data-testid="choose-error">
          {tOrder("choose.failed")}
        </Alert>
      )}

      {carrierErrors.length > 0 && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} data-testid="carrier-errors">
          {t("carrierErrors", { carriers: carrierErrors.map((error) => error.carrier_code).join(", ") })}
        </Alert>
      )}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <Stack gap="md">
            <Tabs value={tab} onChange={(value) => setTab((value as TOfferTab) ?? "all")} keepMounted={false}>
              <Tabs.List>
                {OFFER_TABS.map((name) => (
                  <Tabs.Tab key={name} value={name} data-testid={`tab-${name}`}>
                    {t(`tabs.${name}`)} ({counts[name]})
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>

            <Group gap="sm" align="flex-end" wrap="wrap">
              <FilterSelect
                name="shipping"
                value={filters.shipping}
                options={SHIPPING_FILTERS}
                onChange={(shipping) => setFilters({ ...filters, shipping })}
              />
              <FilterSelect
                name="delivery"
                value={filters.delivery}
                options={DELIVERY_FILTERS}
                onChange={(delivery) => setFilters({ ...filters, delivery })}
              />
              <Group gap="md" hiddenFrom="md" ml="auto" mb={6}>
                <Text size="sm" c="dimmed">
                  {t("sort.label")}
                </Text>
                <SortButton
                  field="price_ti"
                  sort={sort}
                  onSort={(field) => setSort(toggleSort(sort, field))}
                  label={t("columns.price")}
                />
                <SortButton
                  field="delivery_timestamp"
                  sort={sort}
                  onSort={(field) => setSort(toggleSort(sort, field))}
                  label={t("columns.delivery")}
                />
              </Group>
            </Group>

            <div className={classes.head} role="presentation" data-testid="offers-head">
              <Text size="xs" c="dimmed" fw={600}>
                {t("columns.offer")}
              </Text>
              <Text size="xs" c="dimmed" fw={600}>
                {t("columns.shipment_date")}
              </Text>
              <Text size="xs" c="dimmed" fw={600}>
                {t("columns.delay")}
              </Text>
              <SortButton
                field="delivery_timestamp"
                sort={sort}
                onSort={(field) => setSort(toggleSort(sort, field))}
                label={t("columns.delivery")}
              />
              <div style={{ textAlign: "right" }}>
                <SortButton
                  field="price_ti"
                  sort={sort}
                  onSort={(field) => setSort(toggleSort(sort, field))}
                  label={t("columns.price")}
                />
              </div>
              <Text size="xs" c="dimmed" fw={600}>
                {t("columns.options")}
              </Text>
            </div>

            {shown.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl" data-testid="no-offer-in-view">
                {t("empty")}
              </Text>
            ) : (
              <Stack
                gap="sm"
                component="ul"
                p={0}
                m={0}
                style={{ listStyle: "none" }}
                data-testid="offers-list"
              >
                {shown.map((offer) => (
                  <OfferRow
                    key={offer.id}
                    offer={offer}
                    onChoose={onChoose}
                    choosing={choose.isPending && choose.variables?.offer_id === offer.offer_id}
                    shopperChoice={matchesShopperChoice(offer, ref.selected_offer)}
                    recommended={offer.offer_id === preferences?.recommended_offer_id}
                  />
                ))}
              </Stack>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <OffersSidebar
            shipment={shipment}
            lowestPrice={findLowestPrice(list)}
            currency={list[0]?.currency ?? brand.currency}
            countryName={countryName}
          />
        </Grid.Col>
      </Grid>
    </OffersFrame>
  );
}
