import { renderLabelsPdf, renderLabelZpl, type TLabelPageFormat } from "@ship/documents";
import { AppError } from "../../../errors/app-error.ts";
import type { TSession } from "../../session/session-service.ts";
import { labelInput, type TDocumentFile } from "../../shipment/shipment-documents.ts";
import { listShippedShipments } from "../mass-mailing-repository.ts";
import type { TMassMailingDeps } from "./mass-mailing-deps.ts";
import { ownedMailing } from "./mass-mailing-owner.ts";

/**
 * GET /mass-mailing/{order}/labels: every shipped recipient's label in one file, in the
 * recipients' order, rendered from the stored shipments like each one's own label (decision 015):
 * one PDF (10 x 15 or A4) or one ZPL file. Nothing shipped yet: 404.
 */
export function createMassLabels(deps: Pick<TMassMailingDeps, "db">) {
  return async function massLabels(
    order: string,
    query: { type: "pdf" | "zpl"; format?: TLabelPageFormat | undefined },
    session: TSession | undefined,
  ): Promise<TDocumentFile> {
    const { mailing } = await ownedMailing(deps, order, session);
    const shipments = await listShippedShipments(deps.db, mailing.id);
    if (shipments.length === 0) throw new AppError("not_found", 404);
    // Mass mailings deliver to the door: no relay point on their labels.
    const inputs = shipments.map((shipment) => labelInput(shipment, null));
    if (query.type === "zpl") {
      return {
        body: Buffer.from(inputs.map(renderLabelZpl).join(""), "utf8"),
        contentType: "application/zpl; charset=utf-8",
        filename: `labels-${mailing.id}.zpl`,
      };
    }
    const format = query.format ?? "10x15";
    return {
      body: Buffer.from(await renderLabelsPdf(inputs, format)),
      contentType: "application/pdf",
      filename: `labels-${mailing.id}-${format}.pdf`,
    };
  };
}
