import { z } from "zod";

// The documented shapes of Colissimo's answers (docs/carriers/colissimo.md lists the sources).
// Only the fields the connector reads are declared; the carrier's other fields are ignored.

/** Codes are numbers in some answers and strings in others: both read as text. */
const code = z.union([z.string(), z.number()]).transform(String);

/** SLS "messages" entry: id "0" is success, anything else an error (type ERROR) or a warning. */
const slsMessage = z.object({
  id: code,
  type: z.string().optional(),
  messageContent: z.string().optional().default(""),
});

/** The JSON part ("jsonInfos") of a generateLabel answer, and the whole body of its JSON errors. */
export const slsLabelInfosSchema = z.object({
  messages: z.array(slsMessage).min(1),
  labelV2Response: z
    .object({
      parcelNumber: z.string().min(1),
      parcelNumberPartner: z.string().nullish(),
      pdfUrl: z.string().nullish(),
    })
    .nullish(),
});
export type TSlsLabelInfos = z.infer<typeof slsLabelInfosSchema>;

/** Opening hours of one weekday: "08:30-12:00 14:00-18:30", "00:00-00:00 00:00-00:00" when closed. */
const hours = z.string().nullish();

/** One pickup point of the point-retrait web service (v2, JSON). */
export const pickupPointSchema = z.object({
  identifiant: z.string().min(1),
  nom: z.string(),
  adresse1: z.string(),
  adresse2: z.string().nullish(),
  adresse3: z.string().nullish(),
  codePostal: z.string(),
  localite: z.string(),
  codePays: z.string().length(2),
  coordGeolocalisationLatitude: z.union([z.string(), z.number()]).transform(Number).pipe(z.number().finite()),
  coordGeolocalisationLongitude: z
    .union([z.string(), z.number()])
    .transform(Number)
    .pipe(z.number().finite()),
  typeDePoint: z.string().nullish(),
  congesTotal: z.boolean().nullish(),
  horairesOuvertureLundi: hours,
  horairesOuvertureMardi: hours,
  horairesOuvertureMercredi: hours,
  horairesOuvertureJeudi: hours,
  horairesOuvertureVendredi: hours,
  horairesOuvertureSamedi: hours,
  horairesOuvertureDimanche: hours,
});
export type TPickupPoint = z.infer<typeof pickupPointSchema>;

/** findRDVPointRetraitAcheminement: errorCode 0 with the list, or an error code and message. */
export const pickupSearchSchema = z.object({
  errorCode: code,
  errorMessage: z.string().nullish(),
  listePointRetraitAcheminement: z.array(pickupPointSchema).nullish(),
});

/** findPointRetraitAcheminementByID: errorCode 0 with the point, or an error code and message. */
export const pickupByIdSchema = z.object({
  errorCode: code,
  errorMessage: z.string().nullish(),
  pointRetraitAcheminement: pickupPointSchema.nullish(),
});

const trackingEvent = z.object({
  code: z.string().min(1),
  date: z.string().min(1),
  labelLong: z.string().nullish(),
  labelShort: z.string().nullish(),
  siteName: z.string().nullish(),
  siteZipCode: z.string().nullish(),
  siteCountry: z.string().nullish(),
});
export type TTrackingEvent = z.infer<typeof trackingEvent>;

/** tracking-timeline-ws timelineCompany: status[0].code "0" with the parcel, else an error status. */
export const timelineSchema = z.object({
  status: z.array(z.object({ code, message: z.string().nullish() })).min(1),
  parcel: z
    .object({
      parcelNumber: z.string().nullish(),
      // A parcel with a single event may carry it as an object rather than a list.
      event: z
        .union([z.array(trackingEvent), trackingEvent])
        .nullish()
        .transform((value) => (value == null ? [] : Array.isArray(value) ? value : [value])),
    })
    .nullish(),
});
