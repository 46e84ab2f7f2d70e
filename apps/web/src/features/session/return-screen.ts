import { isPageRegistered } from "../../app/routes.ts";
import { takeReturnPath } from "../../lib/return-to.ts";

/** The return screen of spec §2-4: the pre-order screen once it exists. */
export function returnScreenPath(): string | null {
  return isPageRegistered("pre-order") ? "pre-order" : null;
}

/** Where a user goes once logged in (spec §4): the remembered page, else the return screen, else home. */
export function afterLoginPath(): string {
  return takeReturnPath() ?? returnScreenPath() ?? "index";
}
