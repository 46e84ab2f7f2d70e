import { orderFormBlocksOf } from "@ship/domain";
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useMemo } from "react";
import { Navigate, useParams } from "react-router";
import { PageLoader } from "../../../components/page-loader.tsx";
import { accountSettingsQuery, useSessionToken } from "../../../lib/account-settings.ts";
import { useBrand } from "../../../lib/brand.ts";
import { orderStore } from "../../../lib/order-flow.ts";
import { useSession } from "../../../lib/session.ts";
import { orderQuery } from "../api/order.ts";
import { initialValues } from "../order-form-values.ts";
import { OrderForm } from "./order-form.tsx";
import { OrderFrame } from "./order-frame.tsx";
import "./order-styles.ts";

const OFFERS_PATH = "order-offer";

/**
 * #/{lang}/order-order (spec §2 step 3): the order in progress of the offer chosen on the offers
 * screen. Without a chosen offer, or when it can no longer be read, the customer goes back one
 * step to the offers (spec §4: missing data sends back one step).
 */
export function OrderPage() {
  const { lang } = useParams();
  const ref = useMemo(() => orderStore.read(), []);
  const order = useQuery({
    ...orderQuery(ref ?? { shipment_id: "", order_id: "", offer_id: "" }),
    enabled: ref !== null,
  });
  // The form is rendered as a transition once the order arrives, in slices, not in the one task
  // of the query's update (decision 063); the frame and its loader show until then.
  const orderData = useDeferredValue(order.data);
  const session = useSession();
  const brand = useBrand();
  const token = useSessionToken();
  const account = useQuery({
    ...accountSettingsQuery(token ?? ""),
    enabled: session.isLoggedIn && token !== null,
    retry: false,
  });

  const initial = useMemo(() => {
    if (!orderData) return null;
    const user = session.user;
    return initialValues(
      orderData,
      user
        ? { email: user.email, account: account.data?.address ?? null, defaults: user.shipment_defaults }
        : undefined,
      orderFormBlocksOf(brand.blocks),
    );
  }, [orderData, session.user, account.data, brand.blocks]);

  if (!ref) return <Navigate to={`/${lang}/${OFFERS_PATH}`} replace />;
  if (order.isError) return <Navigate to={`/${lang}/${OFFERS_PATH}`} replace />;
  const waitingForAccount = session.isLoggedIn && account.isPending;
  const ready = !(order.isPending || session.isLoading || waitingForAccount) && initial && orderData;

  // The steps and the title show at once (and are pre-rendered in index.html, app/first-screen.tsx);
  // the form follows with its data (issue 16: the first paint no longer waits for the API).
  return (
    <OrderFrame>
      {ready ? (
        // Keyed by offer: a replaced offer id starts the form again from the stored order.
        <OrderForm key={orderData.offer.offer_id} order={orderData} initial={initial} />
      ) : (
        <PageLoader />
      )}
    </OrderFrame>
  );
}
