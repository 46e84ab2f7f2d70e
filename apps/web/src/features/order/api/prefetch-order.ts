import type { QueryClient } from "@tanstack/react-query";
import { languageFromHash } from "../../../i18n/i18n.ts";
import { prepareDateFormats } from "../../../lib/format.ts";
import { orderStore } from "../../../lib/order-flow.ts";
import { orderQuery } from "./order.ts";

/** The stored order in progress, requested as the app starts on the order page (app/routes.ts). */
export async function prefetchOrder(queryClient: QueryClient): Promise<void> {
  const ref = orderStore.read();
  if (!ref) return;
  prepareDateFormats(languageFromHash(window.location.hash));
  await queryClient.prefetchQuery(orderQuery(ref));
}
