import type { QueryClient } from "@tanstack/react-query";
import { languageFromHash } from "../../../i18n/i18n.ts";
import { prepareDateFormats } from "../../../lib/format.ts";
import { ratingStore } from "../../../lib/quote-flow.ts";
import { offersQuery } from "./rating.ts";

/** The offers of the stored rating, requested as the app starts on the offers page (app/routes.ts). */
export async function prefetchOffers(queryClient: QueryClient): Promise<void> {
  const ref = ratingStore.read();
  if (!ref) return;
  prepareDateFormats(languageFromHash(window.location.hash));
  await queryClient.prefetchQuery(offersQuery(ref));
}
