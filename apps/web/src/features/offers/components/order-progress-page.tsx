import { Container, Paper, Stack, Text } from "@mantine/core";
import "@mantine/core/styles/Progress.css";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useNavigate, useParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { PercentProgress } from "../../../components/percent-progress.tsx";
import {
  HOME_PATH_FOR_RATING,
  ORDER_OFFER_PATH,
  ratingStore,
  type THomeState,
  type TProgressState,
  type TRatingRef,
  toRatingOrigin,
} from "../../../lib/quote-flow.ts";
import {
  nextProgress,
  PROGRESS_SENT,
  PROGRESS_TICK_MS,
  ratingProgressCap,
} from "../../../lib/rating-progress.ts";
import { offersQuery, rateShipment } from "../api/rating.ts";
import { describeRatingFailure } from "../rating-failure.ts";

/**
 * #/{lang}/order-progress (spec §2, §4): rates the shipment handed over by the quote form. The bar
 * follows the carriers' answers up to 95 and reaches 100 when the offers are there; then the
 * offers screen. A failure goes back to the screen the rating came from (home, my account or
 * new shipment) with its errors.
 */
export function OrderProgressPage() {
  const { t } = useTranslation("offers");
  const { lang } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handed = useLocation().state as TProgressState | null;
  const shipment = handed?.shipment;
  const origin = toRatingOrigin(handed?.origin);
  const [progress, setProgress] = useState(0);
  const started = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!shipment || started.current) return;
    started.current = true;
    // The bar ticks towards a cap that follows the carriers' answers (issue 3: real progress).
    let cap = PROGRESS_SENT;
    const ticker = setInterval(() => setProgress((current) => nextProgress(current, cap)), PROGRESS_TICK_MS);
    const goBack = (failure: THomeState["failure"]) => {
      const state: THomeState = { failure };
      if (mounted.current) navigate(`/${lang}/${origin}`, { replace: true, state });
    };

    let step: "rate" | "offers" = "rate";
    (async () => {
      const rating = await rateShipment(queryClient, shipment, (done, total) => {
        cap = ratingProgressCap(done, total);
      });
      const ref: TRatingRef = { shipment_id: rating.shipment_id, order_id: rating.order_id, origin };
      ratingStore.write(ref);
      step = "offers";
      const result = await queryClient.fetchQuery(offersQuery(ref));
      return result.offers.length;
    })().then(
      (count) => {
        clearInterval(ticker);
        if (count === 0) return goBack({ kind: "no_offer", errors: [] });
        setProgress(100);
        // The full bar stays visible for a moment before the offers replace it.
        setTimeout(() => {
          if (mounted.current) navigate(`/${lang}/${ORDER_OFFER_PATH}`, { replace: true });
        }, 250);
      },
      (error: unknown) => {
        clearInterval(ticker);
        goBack(describeRatingFailure(error, step));
      },
    );
  }, [shipment, origin, queryClient, navigate, lang]);

  if (!shipment) return <Navigate to={`/${lang}/${HOME_PATH_FOR_RATING}`} replace />;
  return (
    <Container size="sm" py={64}>
      <Paper withBorder radius="md" p="xl" shadow="xs">
        <Stack gap="lg">
          <PageTitle size="h2" ta="center">
            {t("progress.title")}
          </PageTitle>
          <Text ta="center" c="dimmed">
            {t("progress.text")}
          </Text>
          <PercentProgress
            progress={progress}
            label={t("progress.label")}
            percent={t("progress.percent", { value: Math.round(progress) })}
            testId="rating-progress"
          />
        </Stack>
      </Paper>
    </Container>
  );
}
