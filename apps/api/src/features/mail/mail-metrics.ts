import { Gauge, type Registry } from "prom-client";
import type { TMailRepository } from "./mail-repository.ts";

/** mail_outbox_pending: e-mails not delivered yet (a growing number means the mail server refuses). */
export function registerMailMetrics(registry: Registry, repository: TMailRepository): void {
  new Gauge({
    name: "mail_outbox_pending",
    help: "E-mails in the outbox still to be delivered",
    registers: [registry],
    async collect() {
      this.set(await repository.countPending());
    },
  });
}
