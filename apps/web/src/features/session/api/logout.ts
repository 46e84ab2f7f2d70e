import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /logout: ends the session on the server. */
export function useLogout() {
  return useMutation({
    mutationFn: () => apiRequest<{ success: true }>("/logout", { method: "POST", body: {} }),
  });
}
