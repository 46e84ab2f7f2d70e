import type { TExecutor, TUnitOfWork } from "../../../db/unit-of-work.ts";
import type { TLoginThrottle } from "../../session/login-throttle-repository.ts";
import type { TSecretBox } from "../../settings/secret-box.ts";

/** What the console's use cases share (decision 057). */
export type TConsoleDeps = {
  db: TExecutor;
  unitOfWork: TUnitOfWork;
  secrets: TSecretBox;
  throttle: TLoginThrottle;
  now: () => Date;
};

/** Who did a console action: an operator, or the command line ("cli:<user>"). */
export type TActor = { operatorId: number | null; actor: string };

export const actorOf = (operator: { id: number; email: string }): TActor => ({
  operatorId: operator.id,
  actor: operator.email,
});
