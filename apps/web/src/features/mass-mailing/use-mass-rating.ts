import type { TMassMailingRateBody } from "@ship/contracts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { ApiError } from "../../lib/api-client.ts";
import {
  nextProgress,
  PROGRESS_SENT,
  PROGRESS_TICK_MS,
  ratingProgressCap,
} from "../../lib/rating-progress.ts";
import { rateMassMailing } from "./api/mass-mailing-api.ts";
import { MASS_OFFER_PATH, massMailingStore } from "./mass-mailing-store.ts";
import { placeApiErrors, type TPlacedErrors } from "./settings-errors.ts";

/**
 * Rates a mass mailing (POST /mass-mailing/rate, streamed): the bar ticks every 100 ms towards the
 * share of recipients the server has rated (decision 009), reaches 100 with the answer, and the
 * offers screen follows. A refusal comes back placed on the settings' fields and the red box.
 */
export function useMassRating(onFieldErrors: (fields: TPlacedErrors["fields"]) => void) {
  const { t } = useTranslation("massMailing");
  const { lang = "fr" } = useParams();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<TPlacedErrors | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const stop = () => {
    if (ticker.current) clearInterval(ticker.current);
    ticker.current = null;
  };
  // Leaving the page stops the bar.
  useEffect(
    () => () => {
      if (ticker.current) clearInterval(ticker.current);
    },
    [],
  );

  function rate(body: TMassMailingRateBody) {
    setFailure(null);
    setProgress(0);
    let cap = PROGRESS_SENT;
    stop();
    ticker.current = setInterval(
      () => setProgress((value) => nextProgress(value ?? 0, cap)),
      PROGRESS_TICK_MS,
    );
    rateMassMailing(body, (done, total) => {
      cap = ratingProgressCap(done, total);
    }).then(
      (mailing) => {
        stop();
        setProgress(100);
        massMailingStore.write({ order: mailing.order });
        // The full bar stays a moment before the offers replace it.
        setTimeout(() => navigate(`/${lang}/${MASS_OFFER_PATH}`, { state: { order: mailing.order } }), 250);
      },
      (error: unknown) => {
        stop();
        setProgress(null);
        const placed =
          error instanceof ApiError && error.errors.length > 0
            ? placeApiErrors(error.errors)
            : {
                fields: {},
                general: [error instanceof ApiError && error.message ? error.message : t("rate.failed")],
              };
        onFieldErrors(placed.fields);
        setFailure(placed);
      },
    );
  }

  return { rate, progress, failure, setFailure };
}
