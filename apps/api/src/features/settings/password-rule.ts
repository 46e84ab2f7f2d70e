import { AppError } from "../../errors/app-error.ts";

/** The brand's password length (brand file `password`: spec §5 says 6 to 15 for the default brand). */
export type TPasswordRule = { min: number; max: number };

export function checkPasswordLength(password: string, rule: TPasswordRule, field: string): void {
  if (password.length < rule.min) {
    throw new AppError("validation.too_short", 400, { field, params: { min: rule.min } });
  }
  if (password.length > rule.max) {
    throw new AppError("validation.too_long", 400, { field, params: { max: rule.max } });
  }
}
