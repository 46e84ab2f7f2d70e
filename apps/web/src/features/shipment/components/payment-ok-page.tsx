import { Button, Group } from "@mantine/core";
import { ZCryptedTransactionId } from "@ship/contracts";
import { DEFAULT_LANG } from "@ship/domain";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { HOME_PATH } from "../../../lib/page-paths.ts";
import { transactionQuery } from "../api/shipment.ts";
import { useConfirmOrder } from "./use-confirm-order.ts";
import { useProgress } from "./use-progress.ts";
import { WaitingScreen } from "./waiting-screen.tsx";

const PAYMENT_PATH = "order-payment";
const FAILED_PATH = "order-payment-ko";
const CANCELLED_PATH = "order-payment-cancel";

/**
 * #/{lang}/order-payment-ok/{crypted_transaction_id} (spec §2, §4): the card page sent the browser
 * back. The bar runs to 95 while the server's record of the payment is read (decision 010: never
 * the URL); once paid, the order is confirmed (POST /order) and the confirmation shown. A changed
 * or foreign id shows an error.
 */
export function PaymentOkPage() {
  const { t } = useTranslation("shipment");
  const { lang = DEFAULT_LANG, crypted_transaction_id: token = "" } = useParams();
  const navigate = useNavigate();
  const wellFormed = ZCryptedTransactionId.safeParse(token).success;
  const transaction = useQuery({ ...transactionQuery(token, lang), enabled: wellFormed });
  const { run, error, review, done } = useConfirmOrder();
  const started = useRef(false);
  const status = transaction.data?.transaction.status;

  const paid = transaction.data?.transaction.status === "paid" ? transaction.data.transaction : null;
  const confirm = useCallback(() => {
    // An order's payment names its order (a credit top-up has its own return page).
    if (paid?.shipment_id && paid.order_id) {
      run({ shipment_id: paid.shipment_id, order_id: paid.order_id, pay_later: false });
    }
  }, [paid, run]);
  useEffect(() => {
    if (!paid || started.current) return;
    started.current = true;
    confirm();
  }, [paid, confirm]);

  const invalid = !wellFormed || transaction.isError || status === "replaced";
  const progress = useProgress(0, !invalid && !error && !review && !done);

  if (status === "declined") return <Navigate to={`/${lang}/${FAILED_PATH}`} replace />;
  if (status === "cancelled") return <Navigate to={`/${lang}/${CANCELLED_PATH}`} replace />;

  const invalidText =
    transaction.error instanceof ApiError && transaction.error.errors[0]
      ? transaction.error.errors[0].message
      : t("paymentOk.invalid");
  return (
    <WaitingScreen
      testId="payment-ok"
      title={invalid ? t("paymentOk.invalidTitle") : t("paymentOk.title")}
      text={t(status === "paid" ? "waiting.text" : "paymentOk.checking")}
      progress={done ? 100 : progress}
      notice={review}
      error={invalid ? (status === "replaced" ? t("paymentOk.replaced") : invalidText) : error}
      actions={
        invalid || error ? (
          <Group justify="center">
            {invalid ? (
              <Button variant="default" onClick={() => navigate(`/${lang}/${HOME_PATH}`)}>
                {t("paymentOk.home")}
              </Button>
            ) : (
              <Button variant="default" onClick={confirm} data-testid="waiting-retry">
                {t("waiting.retry")}
              </Button>
            )}
            <Button onClick={() => navigate(`/${lang}/${PAYMENT_PATH}`)} data-testid="return-to-payment">
              {t("waiting.backToPayment")}
            </Button>
          </Group>
        ) : null
      }
    />
  );
}
