import type { TUnitOfWork } from "../../db/unit-of-work.ts";
import type { TAccountService } from "../accounts/account-service.ts";
import type { TContactUsService } from "../contact-us/contact-us-service.ts";
import type { TContentService } from "../content/content-service.ts";
import type { TLoginThrottle } from "../session/login-throttle-repository.ts";
import type { TSecretBox } from "../settings/secret-box.ts";
import type { TShipmentService } from "../shipment/shipment-service.ts";
import { createActivateAccount } from "./use-cases/activate-account.ts";
import { createAdjustCredit } from "./use-cases/adjust-credit.ts";
import { createCancelOrder } from "./use-cases/cancel-order.ts";
import { createCarrierReviewActions } from "./use-cases/carrier-reviews.ts";
import type { TConsoleDeps } from "./use-cases/console-deps.ts";
import { createCreateOperator } from "./use-cases/create-operator.ts";
import { createCreateVoucher } from "./use-cases/create-voucher.ts";
import { createDeleteContent, createEditContent } from "./use-cases/edit-content.ts";
import { createManageOperators } from "./use-cases/manage-operators.ts";
import { createMarkMessageRead } from "./use-cases/mark-message-read.ts";
import { createOperatorSessions } from "./use-cases/operator-sessions.ts";
import { createConsoleReads } from "./use-cases/read-console.ts";
import { createSetDeferredLimit } from "./use-cases/set-deferred-limit.ts";

type TDeps = {
  db: TConsoleDeps["db"];
  unitOfWork: TUnitOfWork;
  secrets: TSecretBox;
  throttle: TLoginThrottle;
  accounts: Pick<TAccountService, "activate">;
  shipments: Pick<TShipmentService, "cancelShipmentForOperator" | "carrierReviews">;
  content: Pick<TContentService, "updateContent" | "deleteContent">;
  contactUs: Pick<TContactUsService, "setMessageRead">;
  balanceOf: (userId: number) => Promise<number>;
  /** The customer's login page in their language (the activation e-mail's link). */
  loginLink: (lang: string) => string;
  /** The name authenticator apps show beside an operator's codes. */
  issuer: string;
  now?: () => Date;
};

/**
 * The operator console's use cases (issue 18, decision 057), one per file in use-cases/, over the
 * same services as the customer flows and the command line. A new section adds its use cases here
 * and its routes in console-routes.ts.
 */
export function createConsoleService(input: TDeps) {
  const deps: TConsoleDeps = { ...input, now: input.now ?? (() => new Date()) };
  return {
    sessions: createOperatorSessions(deps),
    createOperator: createCreateOperator({ ...deps, issuer: input.issuer }),
    operators: createManageOperators({ ...deps, issuer: input.issuer }),
    reads: createConsoleReads({ ...deps, balanceOf: input.balanceOf }),
    activateAccount: createActivateAccount({ ...deps, accounts: input.accounts, loginLink: input.loginLink }),
    adjustCredit: createAdjustCredit(deps),
    setDeferredLimit: createSetDeferredLimit(deps),
    cancelOrder: createCancelOrder({ shipments: input.shipments }),
    // Decision 062: orders the carrier left unknown, retried or cancelled by an operator.
    carrierReviews: createCarrierReviewActions({ shipments: input.shipments }),
    createVoucher: createCreateVoucher(deps),
    editContent: createEditContent({ content: input.content }),
    deleteContent: createDeleteContent({ content: input.content }),
    setMessageRead: createMarkMessageRead({ contactUs: input.contactUs }),
  };
}
export type TConsoleService = ReturnType<typeof createConsoleService>;
