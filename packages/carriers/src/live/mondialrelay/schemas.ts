import { z } from "zod";

// The documented answers of the WSI methods the connector calls (WSDL of
// https://api.mondialrelay.com/Web_Services.asmx, documentation v5.7). The XML reader keeps every
// value as a string and turns an empty element into "", so optional text is `text` below and
// repeated elements may come as one object, many, or an empty element.

// carrier-xml.ts decodes entities and character references ("&amp;" in a label URL).
const ZText = z.string();
const text = ZText.optional();

/** One element or many (the XML reader cannot tell a one-item list from a single element). */
function oneOrMany<TSchema extends z.ZodType>(item: TSchema) {
  return z.preprocess(
    (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]),
    z.array(item),
  );
}

/** `<X><string>..</string>...</X>` (the WSDL's ArrayOfString). */
const ZStringArray = z.preprocess(
  (value) => (value === undefined || value === "" ? { string: [] } : value),
  z.object({ string: oneOrMany(z.string()) }),
);

/** A list wrapper such as `<PointsRelais><PointRelais_Details/>...</PointsRelais>`, maybe empty. */
function listOf<TKey extends string, TSchema extends z.ZodType>(key: TKey, item: TSchema) {
  const shape = { [key]: oneOrMany(item).optional() } as Record<
    TKey,
    z.ZodOptional<ReturnType<typeof oneOrMany<TSchema>>>
  >;
  return z.preprocess((value) => (value === undefined || value === "" ? {} : value), z.object(shape));
}

export const ZWsiStatus = z.object({ STAT: z.string() });

export const ZRelayPoint = z.object({
  Num: z.string().regex(/^\d{6}$/),
  LgAdr1: ZText,
  LgAdr2: text,
  LgAdr3: text,
  LgAdr4: text,
  CP: ZText,
  Ville: ZText,
  Pays: z.string().regex(/^[A-Z]{2}$/),
  Latitude: z.string(),
  Longitude: z.string(),
  Horaires_Lundi: ZStringArray.optional(),
  Horaires_Mardi: ZStringArray.optional(),
  Horaires_Mercredi: ZStringArray.optional(),
  Horaires_Jeudi: ZStringArray.optional(),
  Horaires_Vendredi: ZStringArray.optional(),
  Horaires_Samedi: ZStringArray.optional(),
  Horaires_Dimanche: ZStringArray.optional(),
  Distance: text,
});
export type TRelayPoint = z.infer<typeof ZRelayPoint>;

/** WSI4_PointRelais_RechercheResult. */
export const ZRelaySearchResult = ZWsiStatus.extend({
  PointsRelais: listOf("PointRelais_Details", ZRelayPoint).optional(),
});

/** WSI2_CreationEtiquetteResult: the shipment number and the label's (relative) URL. */
export const ZCreationEtiquetteResult = ZWsiStatus.extend({
  ExpeditionNum: text,
  URL_Etiquette: text,
});

export const ZTracingEntry = z.object({
  Libelle: text,
  Date: text,
  Heure: text,
  Emplacement: text,
  Relais_Num: text,
  Relais_Pays: text,
});
export type TTracingEntry = z.infer<typeof ZTracingEntry>;

/** WSI2_TracingColisDetailleResult. */
export const ZTracingResult = ZWsiStatus.extend({
  Libelle01: text,
  Relais_Libelle: text,
  Relais_Num: text,
  Libelle02: text,
  Tracing: listOf("ret_WSI2_sub_TracingColisDetaille", ZTracingEntry).optional(),
});

/** What a read WSI2_CreationEtiquetteResult must hold when its STAT is 0 (8-digit shipment number). */
export const ZCreatedLabel = z.object({
  STAT: z.literal("0"),
  ExpeditionNum: z.string().regex(/^\d{8}$/),
  URL_Etiquette: z.string().min(1),
});
