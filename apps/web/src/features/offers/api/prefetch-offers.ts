import type { QueryClient } from "@tanstack/react-query";
import { ratingStore } from "../../../lib/quote-flow.ts";
import { offersQuery } from "./rating.ts";

/** The offers of the stored rating, requested as the app starts on the offers page (app/routes.ts). */
export async function prefetchOffers(queryClient: QueryClient): Promise<void> {
  const ref = ratingStore.read();
  if (ref) await queryClient.prefetchQuery(offersQuery(ref));
}
