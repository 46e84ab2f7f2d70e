import type { TExecutor } from "../../db/unit-of-work.ts";
import type { TPreorderClient } from "./preorder-client.ts";

/** What the pre-order use cases need: the API's database (api keys) and the service's client. */
export type TPreorderDeps = {
  db: TExecutor;
  client: TPreorderClient;
  /** Where a failed call is reported (the service's answer is not the customer's business). */
  logError: (error: unknown, message: string) => void;
};
