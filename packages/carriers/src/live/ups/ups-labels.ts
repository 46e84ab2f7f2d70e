import { GifReader } from "omggif";
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  type PDFRef,
  popGraphicsState,
  pushGraphicsState,
  type PDFDocument as TPdfDocument,
} from "pdf-lib";
import type { TLabel, TLabelFormat } from "../../types.ts";
import { CarrierCallError } from "../carrier-call-error.ts";
import type { TUpsLabelImage } from "./schemas.ts";

/**
 * What UPS is asked to print. UPS prints thermal labels (ZPL) and GIF images, not PDF (Shipping
 * "ShippingLabel ImageFormat": "Only EPL, SPL, ZPL and GIF are currently supported"): a PDF label
 * is UPS's image placed, unchanged, on a 4 x 6 inch page (the carrier's label is the label). The
 * stock size applies to thermal labels; UPS draws its images at 4 x 6 as well.
 */
export function toUpsLabelSpecification(format: TLabelFormat) {
  return {
    LabelImageFormat: { Code: format === "ZPL" ? "ZPL" : "GIF" },
    LabelStockSize: { Height: "6", Width: "4" },
  };
}

const POINTS_PER_INCH = 72;
const PAGE: [number, number] = [4 * POINTS_PER_INCH, 6 * POINTS_PER_INCH];

function malformed(trackingNumber: string, why: string, cause?: unknown) {
  return new CarrierCallError("UPS", "carrier.malformed_answer", `label of ${trackingNumber}: ${why}`, {
    cause,
  });
}

function decodeBase64(text: string, trackingNumber: string): Uint8Array {
  const bytes = Buffer.from(text, "base64");
  if (bytes.length === 0) throw malformed(trackingNumber, "empty image");
  return new Uint8Array(bytes);
}

type TEmbeddedImage = { ref: PDFRef; width: number; height: number };

/** A GIF's first frame as a PDF image (RGB, transparent pixels white), compressed by pdf-lib. */
function embedGif(document: TPdfDocument, gif: Uint8Array): TEmbeddedImage {
  const reader = new GifReader(gif);
  const { width, height } = reader;
  const rgba = new Uint8Array(width * height * 4);
  reader.decodeAndBlitFrameRGBA(0, rgba);
  const rgb = new Uint8Array(width * height * 3);
  for (let pixel = 0; pixel < width * height; pixel++) {
    const opaque = (rgba[pixel * 4 + 3] ?? 0) > 0;
    for (let channel = 0; channel < 3; channel++) {
      rgb[pixel * 3 + channel] = opaque ? (rgba[pixel * 4 + channel] ?? 255) : 255;
    }
  }
  const stream = document.context.flateStream(rgb, {
    Type: "XObject",
    Subtype: "Image",
    Width: width,
    Height: height,
    ColorSpace: "DeviceRGB",
    BitsPerComponent: 8,
  });
  return { ref: document.context.register(stream), width, height };
}

async function embedImage(document: TPdfDocument, bytes: Uint8Array, format: string, trackingNumber: string) {
  try {
    if (format === "GIF") return embedGif(document, bytes);
    const png = await document.embedPng(bytes);
    return { ref: png.ref, width: png.width, height: png.height };
  } catch (cause) {
    throw malformed(trackingNumber, `not a readable ${format} image`, cause);
  }
}

/** UPS's label images are landscape (the label turned a quarter); the page is portrait 4 x 6. */
async function wrapImageInPdf(
  bytes: Uint8Array,
  format: string,
  trackingNumber: string,
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`UPS ${trackingNumber}`);
  const image = await embedImage(document, bytes, format, trackingNumber);
  const page = document.addPage(PAGE);
  const [pageWidth, pageHeight] = PAGE;
  const landscape = image.width > image.height;
  // Fitted inside the page, turned upright when the image is landscape.
  const [boxWidth, boxHeight] = landscape ? [pageHeight, pageWidth] : [pageWidth, pageHeight];
  const scale = Math.min(boxWidth / image.width, boxHeight / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  const name = page.node.newXObject("UpsLabel", image.ref);
  // The image's unit square, scaled; a landscape image is turned a quarter clockwise, so that
  // its left edge (the top of UPS's label) becomes the top of the page.
  const placement = landscape
    ? concatTransformationMatrix(0, -width, height, 0, 0, pageHeight)
    : concatTransformationMatrix(width, 0, 0, height, 0, pageHeight - height);
  page.pushOperators(pushGraphicsState(), placement, drawObject(name), popGraphicsState());
  return document.save();
}

/** One package's label as the customer asked it (PDF or ZPL). */
export async function toLabel(
  trackingNumber: string,
  image: { format: string; data: string },
  asked: TLabelFormat,
): Promise<TLabel> {
  const bytes = decodeBase64(image.data, trackingNumber);
  const format = image.format.toUpperCase();
  if (asked === "ZPL" && format === "ZPL") {
    return { tracking_number: trackingNumber, format: "ZPL", content_type: "application/zpl", data: bytes };
  }
  if (asked === "PDF" && format === "PDF") {
    if (Buffer.from(bytes.subarray(0, 5)).toString("latin1") !== "%PDF-")
      throw malformed(trackingNumber, "not a PDF");
    return { tracking_number: trackingNumber, format: "PDF", content_type: "application/pdf", data: bytes };
  }
  if (asked === "PDF" && (format === "GIF" || format === "PNG")) {
    const pdf = await wrapImageInPdf(bytes, format, trackingNumber);
    return { tracking_number: trackingNumber, format: "PDF", content_type: "application/pdf", data: pdf };
  }
  throw malformed(trackingNumber, `${format} when ${asked} was asked`);
}

export const labelImageOf = (label: TUpsLabelImage) => ({
  format: label.ImageFormat.Code,
  data: label.GraphicImage,
});
