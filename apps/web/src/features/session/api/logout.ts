import { logoutEndpoint } from "@ship/contracts";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";

/** POST /logout: ends the session on the server. */
export function useLogout() {
  return useMutation({
    mutationFn: () => callEndpoint(logoutEndpoint, { body: {} }),
  });
}
