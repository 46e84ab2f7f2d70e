import { OPERATOR_NAME_MAX, OPERATOR_PASSWORD_MIN, OPERATOR_ROLES, type TOperatorRole } from "@ship/domain";
import { z } from "zod";
import { hashPassword } from "../../session/password.ts";
import { appendAudit } from "../audit-repository.ts";
import { insertOperator } from "../operator-repository.ts";
import { createTotpSecret, totpUri } from "../totp.ts";
import type { TActor, TConsoleDeps } from "./console-deps.ts";

export const ZNewOperator = z.strictObject({
  email: z.email().max(100),
  name: z.string().trim().min(1).max(OPERATOR_NAME_MAX),
  role: z.enum(OPERATOR_ROLES),
  password: z.string().min(OPERATOR_PASSWORD_MIN).max(100),
});
export type TNewOperator = { email: string; name: string; role: TOperatorRole; password: string };

/**
 * A new operator (the `operators create` command, the development seed): argon2 password, a new
 * TOTP secret sealed with the secrets key. Answers the secret and its otpauth:// address once, for
 * the operator's authenticator app; undefined when the e-mail is taken. `totpSecret` is for the
 * development seed only, whose secret the README prints.
 */
export function createCreateOperator(deps: TConsoleDeps & { issuer: string }) {
  return async function createOperator(
    input: TNewOperator,
    actor: TActor,
    totpSecret: string = createTotpSecret(),
  ): Promise<{ id: number; secret: string; uri: string } | undefined> {
    const operator = ZNewOperator.parse(input);
    const passwordHash = await hashPassword(operator.password);
    const id = await deps.unitOfWork.transaction(async (trx) => {
      const inserted = await insertOperator(trx, {
        email: operator.email,
        name: operator.name,
        role: operator.role,
        passwordHash,
        totpSealed: deps.secrets.seal(totpSecret),
      });
      if (inserted === undefined) return undefined;
      await appendAudit(trx, {
        ...actor,
        action: "operator.create",
        target: operator.email,
        details: { role: operator.role },
      });
      return inserted;
    });
    if (id === undefined) return undefined;
    return { id, secret: totpSecret, uri: totpUri(totpSecret, operator.email, deps.issuer) };
  };
}
