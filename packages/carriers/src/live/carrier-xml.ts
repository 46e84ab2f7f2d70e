import type { TCarrierCode } from "@ship/domain";
import { XMLBuilder, XMLParser, XMLValidator } from "fast-xml-parser";
import type { z } from "zod";
import { CarrierCallError } from "./carrier-call-error.ts";

// SOAP and XML carriers (Colissimo, Mondial Relay, ...): fast-xml-parser reads and writes the
// envelopes; the connector validates what it reads with zod, as for JSON answers.

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  // Namespaces differ between a carrier's versions and prefixes; the local names are what count.
  removeNSPrefix: true,
  // Values stay strings: postcodes, tracking numbers and amounts are not numbers to guess.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // "&amp;", "&lt;" and character references ("&#233;") are decoded; a DOCTYPE, which could
  // declare entities of its own (XXE, expansion bombs), is refused before parsing.
  processEntities: true,
  htmlEntities: true,
});

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  suppressEmptyNode: true,
  format: false,
});

/** XML text to a plain object, or a malformed-answer error (with the raw text for the logs). */
export function parseCarrierXml<TSchema extends z.ZodType>(
  carrier_code: TCarrierCode,
  text: string,
  schema: TSchema,
): z.infer<TSchema> {
  const malformed = (why: string) =>
    new CarrierCallError(carrier_code, "carrier.malformed_answer", `${why}: ${text.slice(0, 300)}`);
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw malformed("XML with a DOCTYPE or entities");
  if (XMLValidator.validate(text) !== true) throw malformed("not well-formed XML");
  const parsed = schema.safeParse(parser.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw malformed(`unexpected shape (${issue?.path.join(".")}: ${issue?.message})`);
  }
  return parsed.data;
}

/** A plain object to XML text; text values are escaped by the builder. */
export function buildXml(document: Record<string, unknown>): string {
  return builder.build(document) as string;
}
