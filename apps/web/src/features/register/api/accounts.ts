import {
  lostPasswordEndpoint,
  registerCandidateEndpoint,
  registerPersonalEndpoint,
  resetPasswordEndpoint,
  type TRegisterBody,
  type TRegisterCandidateBody,
  type TResetPasswordBody,
  type TSessionResponse,
  verifyEmailEndpoint,
} from "@ship/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { SESSION_QUERY_KEY } from "../../../lib/session.ts";

/** POST /verify_email: false when 'User with such email already exists'. */
export function verifyEmail(email: string) {
  return callEndpoint(verifyEmailEndpoint, { body: { email } });
}

/** POST /register: a personal account, logged in at once; the session query takes the new user. */
export function useRegisterPersonal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRegisterBody) => callEndpoint(registerPersonalEndpoint, { body }),
    onSuccess: async ({ user }) => {
      // The token stays in its HttpOnly cookie; the session query's refresh below reads it back.
      const session: TSessionResponse = { success: true, token: null, login: true, user };
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "brand" });
    },
  });
}

/** POST /register-candidate: a professional account, pending activation by the team. */
export function useRegisterCandidate() {
  return useMutation({
    mutationFn: (body: TRegisterCandidateBody) => callEndpoint(registerCandidateEndpoint, { body }),
  });
}

/** POST /lost-password: code sended, or the error 'User not found'. */
export function useLostPassword() {
  return useMutation({
    mutationFn: (email: string) => callEndpoint(lostPasswordEndpoint, { body: { email } }),
  });
}

/** POST /reset-password with the link's token. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: TResetPasswordBody) => callEndpoint(resetPasswordEndpoint, { body }),
  });
}
