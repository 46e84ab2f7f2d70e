import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { useLogout } from "../../features/session/api/logout.ts";
import { clearClientState } from "../../lib/client-state.ts";
import { HOME_PATH } from "../../lib/page-paths.ts";
import { SESSION_QUERY_KEY } from "../../lib/session.ts";

const LOGGED_OUT = { success: true, token: null, login: false, user: null } as const;
// The brand does not depend on who is logged in; the session entry is overwritten just below.
const KEPT_QUERIES = new Set(["brand", SESSION_QUERY_KEY[0]]);

/**
 * Logs out (spec §4): the server ends the session, then the client forgets the session, every
 * user's cached data and the stored shipping, shipment, offers and pre-order, and goes home.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { lang } = useParams();
  const logout = useLogout();

  function signOut() {
    logout.mutate(undefined, {
      onSettled: () => {
        clearClientState();
        navigate(`/${lang}/${HOME_PATH}`);
        queryClient.removeQueries({ predicate: (query) => !KEPT_QUERIES.has(String(query.queryKey[0])) });
        queryClient.setQueryData(SESSION_QUERY_KEY, LOGGED_OUT);
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      },
    });
  }

  return { signOut, isPending: logout.isPending };
}
