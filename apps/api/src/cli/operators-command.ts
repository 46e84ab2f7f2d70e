import { userInfo } from "node:os";
import { OPERATOR_ROLES, type TOperatorRole } from "@ship/domain";
import type { TContext } from "../app-context.ts";

export const OPERATORS_USAGE =
  "usage: OPERATOR_PASSWORD=... npm run operators -- create <email> <admin|support> <name> | list";

type TOutput = { log: (line: string) => void; error: (line: string) => void };

const isRole = (value: string | undefined): value is TOperatorRole =>
  (OPERATOR_ROLES as readonly string[]).includes(value ?? "");

/**
 * The operator console's accounts (issue 18, decision 057): `create` makes one (the first one
 * too) and prints its TOTP secret once, for the operator's authenticator app; `list` shows them.
 * The password comes from OPERATOR_PASSWORD, never from the command line (shell history).
 */
export async function runOperatorsCommand(
  args: string[],
  ctx: Pick<TContext, "console">,
  env: { OPERATOR_PASSWORD?: string | undefined },
  out: TOutput,
): Promise<number> {
  const [command, email, role, ...nameParts] = args;
  if (command === "list" && args.length === 1) {
    for (const row of await ctx.console.listOperators()) {
      out.log([row.email, row.role, row.name, row.disabled_at ? "disabled" : "active"].join("\t"));
    }
    return 0;
  }
  if (command === "create" && email && isRole(role) && nameParts.length > 0) {
    const password = env.OPERATOR_PASSWORD ?? "";
    const actor = { operatorId: null, actor: `cli:${userInfo().username}` };
    const created = await ctx.console
      .createOperator({ email, role, name: nameParts.join(" "), password }, actor)
      .catch((error: unknown) => {
        out.error(`Not created: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      });
    if (created === null) return 2;
    if (!created) {
      out.error(`An operator ${email} exists already.`);
      return 1;
    }
    out.log(`Created ${role} operator ${email}. Add this key to an authenticator app (shown once):`);
    out.log(`  secret: ${created.secret}`);
    out.log(`  ${created.uri}`);
    return 0;
  }
  out.error(OPERATORS_USAGE);
  return 2;
}
