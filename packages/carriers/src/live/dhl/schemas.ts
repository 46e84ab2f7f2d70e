import { z } from "zod";

// The MyDHL API's answers (DHL Express APIs, OpenAPI 3.1.1), only the fields the connector reads;
// other fields are let through. Amounts are JSON numbers in the currency they name.

/** The problem shape of every error answer (supermodelIoLogisticsExpressErrorResponse). */
export const ZDhlProblem = z.object({
  instance: z.string().optional(),
  detail: z.string().optional(),
  title: z.string().optional(),
  message: z.string().optional(),
  /** A string in the documentation's examples, a number in some answers. */
  status: z.union([z.string(), z.number()]).optional(),
  /** The 500 examples name it `code`. */
  code: z.union([z.string(), z.number()]).optional(),
  additionalDetails: z.array(z.string()).optional(),
});
export type TDhlProblem = z.infer<typeof ZDhlProblem>;

const ZPrice = z.object({
  currencyType: z.string().optional(),
  priceCurrency: z.string().optional(),
  price: z.number(),
});

const ZBreakdownLine = z.object({
  name: z.string().optional(),
  serviceCode: z.string().optional(),
  price: z.number().optional(),
});

/** POST /rates (supermodelIoLogisticsExpressRates). */
export const ZDhlRates = z.object({
  products: z.array(
    z.object({
      productName: z.string().optional(),
      productCode: z.string(),
      weight: z.object({
        volumetric: z.number().optional(),
        provided: z.number().optional(),
        unitOfMeasurement: z.string().optional(),
      }),
      totalPrice: z.array(ZPrice),
      detailedPriceBreakdown: z
        .array(
          z.object({
            currencyType: z.string().optional(),
            priceCurrency: z.string(),
            breakdown: z.array(ZBreakdownLine).optional(),
          }),
        )
        .optional(),
      pickupCapabilities: z.object({ localCutoffDateAndTime: z.string().optional() }).optional(),
      deliveryCapabilities: z
        .object({
          estimatedDeliveryDateAndTime: z.string().optional(),
          totalTransitDays: z.number().optional(),
        })
        .optional(),
    }),
  ),
  warnings: z.array(z.string()).optional(),
});
export type TDhlRates = z.infer<typeof ZDhlRates>;

const ZDocument = z.object({ imageFormat: z.string(), content: z.string(), typeCode: z.string() });

/** POST /shipments, 201 (supermodelIoLogisticsExpressCreateShipmentResponse). */
export const ZDhlShipment = z.object({
  shipmentTrackingNumber: z.string().min(1),
  trackingUrl: z.string().optional(),
  dispatchConfirmationNumber: z.string().optional(),
  packages: z
    .array(z.object({ referenceNumber: z.number().optional(), trackingNumber: z.string().min(1) }))
    .optional(),
  documents: z.array(ZDocument).optional(),
  warnings: z.array(z.string()).optional(),
});
export type TDhlShipment = z.infer<typeof ZDhlShipment>;

const ZEvent = z.object({
  date: z.string(),
  time: z.string().optional(),
  GMTOffset: z.string().optional(),
  typeCode: z.string().optional(),
  description: z.string().optional(),
  serviceArea: z
    .array(z.object({ code: z.string().optional(), description: z.string().optional() }))
    .optional(),
});
export type TDhlEvent = z.infer<typeof ZEvent>;

/** GET /shipments/{shipmentTrackingNumber}/tracking and GET /tracking (supermodelIoLogisticsExpressTrackingResponse). */
export const ZDhlTracking = z.object({
  shipments: z.array(
    z.object({
      shipmentTrackingNumber: z.string(),
      status: z.string().optional(),
      // Absent from the shipment-details-only view (the lookup by reference).
      events: z.array(ZEvent).default([]),
      pieces: z.array(z.object({ trackingNumber: z.string().optional() })).optional(),
    }),
  ),
});
export type TDhlTracking = z.infer<typeof ZDhlTracking>;

/** GET /address-validate (supermodelIoLogisticsExpressAddressValidateResponse). */
export const ZDhlAddressValidate = z.object({
  address: z.array(z.object({ countryCode: z.string(), postalCode: z.string() })).optional(),
  warnings: z.array(z.string()).optional(),
});

/** Opening and closing times come as minutes after midnight (600) or as text ("9:00 AM", "09:00"). */
const ZClock = z.union([z.number(), z.string()]);

/** GET /servicepoints (ServicePointsRestResponseV3): its errors are 200 answers with a status code. */
export const ZDhlServicePoints = z.object({
  status: z.object({ statusCode: z.number(), statusMessage: z.string().optional() }),
  servicePoints: z
    .array(
      z.object({
        facilityId: z.string(),
        servicePointName: z.string().nullish(),
        servicePointNameFormatted: z.string().nullish(),
        localName: z.string().nullish(),
        address: z.object({
          addressLine1: z.string().nullish(),
          addressLine2: z.string().nullish(),
          addressLine3: z.string().nullish(),
          street: z.string().nullish(),
          houseNumber: z.string().nullish(),
          city: z.string().nullish(),
          zipCode: z.string().nullish(),
          country: z.string(),
        }),
        geoLocation: z.object({ latitude: z.number(), longitude: z.number() }),
        openingHours: z
          .object({
            openingHours: z.array(
              z.object({ dayOfWeek: z.string(), openingTime: ZClock, closingTime: ZClock }),
            ),
          })
          .nullish(),
        servicePointCapabilities: z.object({ shipmentDropOff: z.boolean().optional() }).nullish(),
      }),
    )
    .nullish(),
});
export type TDhlServicePoints = z.infer<typeof ZDhlServicePoints>;
