import type { TJobQueue } from "../../lib/jobs/job-queue.ts";
import { countriesOnce } from "../contact-import/contact-import-service.ts";
import { createMassMailingJobs } from "./mass-mailing-jobs.ts";
import { createDeleteRecipient } from "./use-cases/delete-recipient.ts";
import { createDescribeMassPayment } from "./use-cases/describe-mass-payment.ts";
import { createMassLabels } from "./use-cases/mass-labels.ts";
import type { TMassMailingDeps } from "./use-cases/mass-mailing-deps.ts";
import { createRateMassMailing } from "./use-cases/rate-mass-mailing.ts";
import { createReadMassMailing } from "./use-cases/read-mass-mailing.ts";
import { createShipMassMailing } from "./use-cases/ship-mass-mailing.ts";
import { createUploadMassMailing } from "./use-cases/upload-mass-mailing.ts";

/** A batch's lease: renewed per recipient; a dead process's batch is taken again after it. */
const LEASE_MS = 30_000;

/**
 * The mass mailing's use cases (one per file in use-cases/) and its batch job, assembled for the
 * routes, the payment's paid hook and main.ts (decision 043).
 */
export function createMassMailingService(input: TMassMailingDeps & { jobs: TJobQueue; leaseMs?: number }) {
  const deps: TMassMailingDeps = input;
  const leaseMs = input.leaseMs ?? LEASE_MS;
  const jobs = createMassMailingJobs({ ...deps, jobs: input.jobs, leaseMs });
  const read = createReadMassMailing(deps);
  return {
    rate: createRateMassMailing(deps),
    upload: createUploadMassMailing({ ...deps, countries: countriesOnce(input.db) }),
    removeRecipient: createDeleteRecipient(deps),
    read,
    describePayment: createDescribeMassPayment(deps),
    ship: createShipMassMailing({ ...deps, read, wakeJobs: jobs.wake }),
    labels: createMassLabels(deps),
    jobs,
  };
}
export type TMassMailingService = ReturnType<typeof createMassMailingService>;
