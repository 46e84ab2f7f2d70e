import { mergePdfs, renderLabelsPdf, renderLabelZpl, type TLabelPageFormat } from "@ship/documents";
import { AppError } from "../../../errors/app-error.ts";
import type { TDocumentStore } from "../../../lib/document-store/document-store.ts";
import type { TSession } from "../../session/session-service.ts";
import { carrierLabelDocument } from "../../shipment/carrier-label.ts";
import { labelInput, type TDocumentFile } from "../../shipment/shipment-documents.ts";
import type { TShipmentRow } from "../../shipment/shipment-repository.ts";
import { listShippedShipments } from "../mass-mailing-repository.ts";
import type { TMassMailingDeps } from "./mass-mailing-deps.ts";
import { ownedMailing } from "./mass-mailing-owner.ts";

type TLabelType = "pdf" | "zpl";

/** A live carrier's own label bytes (issue 19 item 6), in the format the carrier made them. */
async function carrierLabelOf(
  store: TDocumentStore,
  shipment: TShipmentRow,
  type: TLabelType,
): Promise<Buffer> {
  const made = shipment.label_format === "ZPL" ? "zpl" : "pdf";
  // A carrier's label cannot be converted: the file comes in the format the carrier made.
  if (made !== type)
    throw new AppError("mass_mailing.label_format_live", 409, { params: { format: made.toUpperCase() } });
  const bytes = await store.get(carrierLabelDocument(shipment).key);
  if (!bytes) throw new AppError("not_found", 404);
  return bytes;
}

/** Consecutive sandbox shipments rendered together, each live one's carrier label in its place. */
async function labelParts(
  store: TDocumentStore,
  shipments: readonly TShipmentRow[],
  type: TLabelType,
  format: TLabelPageFormat,
): Promise<Uint8Array[]> {
  const parts: Uint8Array[] = [];
  let sandboxRun: TShipmentRow[] = [];
  const flush = async () => {
    if (sandboxRun.length === 0) return;
    // Mass mailings deliver to the door: no relay point on their labels.
    const inputs = sandboxRun.map((shipment) => labelInput(shipment, null));
    parts.push(
      type === "zpl"
        ? Buffer.from(inputs.map(renderLabelZpl).join(""), "utf8")
        : await renderLabelsPdf(inputs, format),
    );
    sandboxRun = [];
  };
  for (const shipment of shipments) {
    if (shipment.carrier_mode !== "live") {
      sandboxRun.push(shipment);
      continue;
    }
    await flush();
    parts.push(await carrierLabelOf(store, shipment, type));
  }
  await flush();
  return parts;
}

/**
 * GET /mass-mailing/{order}/labels: every shipped recipient's label in one file, in the
 * recipients' order: sandbox shipments rendered from their stored rows like each one's own label
 * (decision 015), a live carrier's shipment with the carrier's own label (decision 062): one PDF
 * (10 x 15 or A4) or one ZPL file. Nothing shipped yet: 404.
 */
export function createMassLabels(deps: Pick<TMassMailingDeps, "db" | "documents">) {
  return async function massLabels(
    order: string,
    query: { type: TLabelType; format?: TLabelPageFormat | undefined },
    session: TSession | undefined,
  ): Promise<TDocumentFile> {
    const { mailing } = await ownedMailing(deps, order, session);
    const shipments = await listShippedShipments(deps.db, mailing.id);
    if (shipments.length === 0) throw new AppError("not_found", 404);
    const format = query.format ?? "10x15";
    const parts = await labelParts(deps.documents, shipments as TShipmentRow[], query.type, format);
    if (query.type === "zpl") {
      return {
        body: Buffer.concat(parts),
        contentType: "application/zpl; charset=utf-8",
        filename: `labels-${mailing.id}.zpl`,
      };
    }
    return {
      body: Buffer.from(parts.length === 1 ? (parts[0] as Uint8Array) : await mergePdfs(parts)),
      contentType: "application/pdf",
      filename: `labels-${mailing.id}-${format}.pdf`,
    };
  };
}
