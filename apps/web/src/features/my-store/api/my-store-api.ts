import {
  myStoreEndpoint,
  myStoreSecretEndpoint,
  myStoreTestOrderEndpoint,
  preorderListEndpoint,
  type TPreorderSource,
  type TStoreKind,
} from "@ship/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";

const MY_STORE_KEY = "my-store";

/** GET /my-store: each store's webhook URL and secret, the generic intake and the api_key. */
export const myStoreQuery = (userId: number) =>
  queryOptions({
    queryKey: [MY_STORE_KEY, "connections", userId],
    queryFn: ({ signal }) => callEndpoint(myStoreEndpoint, {}, { signal }),
  });

/** The latest orders received from the stores (GET /pre-orders, newest first): proof a connection works. */
export const recentOrdersQuery = (userId: number) =>
  queryOptions({
    queryKey: [MY_STORE_KEY, "recent", userId],
    queryFn: ({ signal }) =>
      callEndpoint(
        preorderListEndpoint,
        { query: { rows: 10, sort: "created_at", order: "desc" } },
        { signal },
      ),
  });

/** POST /my-store/{kind}/secret: rotate (no secret) or keep the one the store shows. */
export function useSetStoreSecret(kind: TStoreKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (secret: string | undefined) =>
      callEndpoint(myStoreSecretEndpoint, { params: { kind }, body: secret ? { secret } : {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: [MY_STORE_KEY, "connections"] }),
  });
}

/** POST /my-store/{kind}/test-order: a sample order through that store's route. */
export function useSendTestOrder(kind: TPreorderSource) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(myStoreTestOrderEndpoint, { params: { kind } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [MY_STORE_KEY, "recent"] }),
  });
}
