import type { TConsoleService } from "../features/console/console-service.ts";

/**
 * The operator console's demo operator (README), for development only: its password and TOTP
 * secret are published, so production never gets it, whatever DEMO_DATA says (main.ts).
 */
export const DEMO_OPERATOR = {
  email: "admin@shipcompare.test",
  password: "demo-admin-1",
  name: "Demo Admin",
  role: "admin",
  /** Base32, for an authenticator app (or `npx tsx scripts/totp.ts <secret>`); development only. */
  totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
} as const;

/** Creates the demo operator when missing; an existing one is left alone. */
export async function seedDemoOperator(console: Pick<TConsoleService, "createOperator">): Promise<void> {
  const { totpSecret, ...operator } = DEMO_OPERATOR;
  await console.createOperator(operator, { operatorId: null, actor: "seed" }, totpSecret);
}
