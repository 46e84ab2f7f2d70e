import { Button, Group } from "@mantine/core";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useNavigate, useParams } from "react-router";
import { HOME_PATH } from "../../../lib/page-paths.ts";
import { readWaybillRequest } from "../waybill-request.ts";
import { useConfirmOrder } from "./use-confirm-order.ts";
import { useProgress } from "./use-progress.ts";
import { WaitingScreen } from "./waiting-screen.tsx";

const PAYMENT_PATH = "order-payment";

/**
 * #/{lang}/order-generate-waybill (spec §2, §4): 'please wait' while the order is confirmed and the
 * waybill generated, for an order with nothing to pay or paid later (professional accounts).
 */
export function GenerateWaybillPage() {
  const { t } = useTranslation("shipment");
  const { lang } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const request = useMemo(() => readWaybillRequest(location.state), [location.state]);
  const { run, error, review, done } = useConfirmOrder();
  const progress = useProgress(request?.progress ?? 0, !error && !review && !done);
  const started = useRef(false);

  useEffect(() => {
    if (!request || started.current) return;
    started.current = true;
    run(request);
  }, [request, run]);

  if (!request) return <Navigate to={`/${lang}/${HOME_PATH}`} replace />;
  return (
    <WaitingScreen
      testId="generate-waybill"
      title={t("waiting.title")}
      text={t("waiting.text")}
      progress={done ? 100 : progress}
      notice={review}
      error={error}
      actions={
        error ? (
          <Group justify="center">
            <Button variant="default" onClick={() => navigate(`/${lang}/${PAYMENT_PATH}`)}>
              {t("waiting.backToPayment")}
            </Button>
            <Button onClick={() => run(request)} data-testid="waiting-retry">
              {t("waiting.retry")}
            </Button>
          </Group>
        ) : null
      }
    />
  );
}
