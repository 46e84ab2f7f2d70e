import { userInfo } from "node:os";
import { OPERATOR_ROLES, type TOperatorRole } from "@ship/domain";
import type { TContext } from "../app-context.ts";
import type { TActor } from "../features/console/use-cases/console-deps.ts";

export const OPERATORS_USAGE =
  "usage: OPERATOR_PASSWORD=... npm run operators -- create <email> <admin|support> <name> | list" +
  " | disable <email> | enable <email> | reset-totp <email>";

type TOutput = { log: (line: string) => void; error: (line: string) => void };

const MANAGE_COMMANDS = ["disable", "enable", "reset-totp"];

/** disable, enable or reset-totp of the operator with that e-mail: the console's same use cases. */
async function manageOperator(
  command: string,
  email: string,
  ctx: Pick<TContext, "console">,
  actor: TActor,
  out: TOutput,
): Promise<number> {
  const operator = (await ctx.console.operators.list()).find(
    (row) => row.email.toLowerCase() === email.toLowerCase(),
  );
  if (!operator) {
    out.error(`No operator ${email}.`);
    return 1;
  }
  if (command === "reset-totp") {
    const key = await ctx.console.operators.resetTotp(operator.id, actor);
    out.log(`New authenticator key of ${operator.email}; their sessions ended. Shown once:`);
    out.log(`  secret: ${key.secret}`);
    out.log(`  ${key.uri}`);
    return 0;
  }
  const row = await ctx.console.operators.setDisabled(operator.id, command === "disable", actor);
  out.log(`${row.email} is ${row.disabled ? "disabled; their sessions ended" : "enabled"}.`);
  return 0;
}

const isRole = (value: string | undefined): value is TOperatorRole =>
  (OPERATOR_ROLES as readonly string[]).includes(value ?? "");

/**
 * The operator console's accounts (issue 18, decisions 057 and 059): `create` makes one (the
 * first one too) and prints its TOTP secret once, for the operator's authenticator app; `list`
 * shows them; `disable`, `enable` and `reset-totp` call the console's own use cases (audited as
 * `cli:<user>`). The password comes from OPERATOR_PASSWORD, never from the command line.
 */
export async function runOperatorsCommand(
  args: string[],
  ctx: Pick<TContext, "console">,
  env: { OPERATOR_PASSWORD?: string | undefined },
  out: TOutput,
): Promise<number> {
  const [command, email, role, ...nameParts] = args;
  const actor = { operatorId: null, actor: `cli:${userInfo().username}` };
  if (command === "list" && args.length === 1) {
    for (const row of await ctx.console.operators.list()) {
      out.log([row.email, row.role, row.name, row.disabled ? "disabled" : "active"].join("\t"));
    }
    return 0;
  }
  if (command && MANAGE_COMMANDS.includes(command) && email && args.length === 2) {
    return manageOperator(command, email, ctx, actor, out);
  }
  if (command === "create" && email && isRole(role) && nameParts.length > 0) {
    const password = env.OPERATOR_PASSWORD ?? "";
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
