import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { confirmOrder, shipmentQuery } from "../api/shipment.ts";
import { writeConfirmMarker } from "../confirm-marker.ts";

export const ORDER_CONFIRM_PATH = "order-confirm";
// The full bar stays visible a moment before the confirmation replaces it.
const FINISH_DELAY_MS = 300;

type TConfirmArgs = { shipment_id: string; order_id: string; pay_later: boolean };

/**
 * POST /order (the waybill generation), then the stored marker and the confirmation screen.
 * Safe to call again after a failure: the API answers the same shipment for the same order.
 */
export function useConfirmOrder() {
  const { t } = useTranslation("shipment");
  const { lang } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  // The carrier is being asked about this order (decision 062): a state, not an error to retry.
  const [review, setReview] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    (args: TConfirmArgs) => {
      setError(null);
      setReview(null);
      const body = args.pay_later
        ? { shipment_id: args.shipment_id, order_id: args.order_id, pay_later: true }
        : { shipment_id: args.shipment_id, order_id: args.order_id };
      confirmOrder(body).then(
        (answer) => {
          const shipment = answer.shipment;
          queryClient.setQueryData(shipmentQuery(shipment.id).queryKey, answer);
          writeConfirmMarker({ shipment_id: shipment.id });
          setDone(true);
          setTimeout(() => {
            if (mounted.current) navigate(`/${lang}/${ORDER_CONFIRM_PATH}`, { replace: true });
          }, FINISH_DELAY_MS);
        },
        (cause: unknown) => {
          if (!mounted.current) return;
          const pending = cause instanceof ApiError ? cause.find("shipment.carrier_review") : undefined;
          if (pending) {
            setReview(pending.message);
            return;
          }
          setError(
            cause instanceof ApiError && cause.errors.length > 0
              ? cause.errors.map((item) => item.message).join(" ")
              : t("waiting.error"),
          );
        },
      );
    },
    [lang, navigate, queryClient, t],
  );

  return { run, error, review, done };
}
