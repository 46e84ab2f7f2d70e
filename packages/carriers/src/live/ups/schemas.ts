import { z } from "zod";

// The UPS answers the connector reads, as the public OpenAPI documents describe them
// (github.com/UPS-API/api-documentation: OAuthClientCredentials.yaml, Rating.yaml, Shipping.yaml,
// Tracking.yaml). Only the fields used are declared; zod lets the others through.

/**
 * UPS returns a one-element list as a bare object in versions before v2409/v2403 and still does
 * in a few containers (PackageResults): both shapes are read as a list.
 */
const oneOrMany = <TItem extends z.ZodType>(item: TItem) =>
  z.union([z.array(item), item]).transform((value) => (Array.isArray(value) ? value : [value]));

/** UPS amounts are decimal strings ("12.34"). */
const ZMoney = z.object({ CurrencyCode: z.string(), MonetaryValue: z.string() });

/** POST /security/v1/oauth/token (OAuthClientCredentials.yaml, GenerateTokenSuccessResponse). */
export const ZUpsToken = z.object({
  access_token: z.string().min(1),
  /** Seconds, as a string ("14399"). */
  expires_in: z.union([z.string(), z.number()]),
  token_type: z.string().optional(),
  status: z.string().optional(),
});

/** Every UPS REST API's error body (ErrorResponse / CommonErrorResponse). */
export const ZUpsErrorBody = z.object({
  response: z.object({
    errors: z.array(z.object({ code: z.string(), message: z.string().optional() })).min(1),
  }),
});

const ZItemizedCharge = z.object({ Code: z.string(), CurrencyCode: z.string(), MonetaryValue: z.string() });

const ZRatedShipment = z.object({
  Service: z.object({ Code: z.string(), Description: z.string().optional() }),
  BillingWeight: z.object({
    UnitOfMeasurement: z.object({ Code: z.string() }),
    Weight: z.string(),
  }),
  TransportationCharges: ZMoney,
  TotalCharges: ZMoney,
  ItemizedCharges: oneOrMany(ZItemizedCharge).optional(),
  /** Present when the account has negotiated (contract) rates and they were asked for. */
  NegotiatedRateCharges: z
    .object({ TotalCharge: ZMoney, ItemizedCharges: oneOrMany(ZItemizedCharge).optional() })
    .optional(),
  GuaranteedDelivery: z.object({ BusinessDaysInTransit: z.string().optional() }).optional(),
  TimeInTransit: z
    .object({
      ServiceSummary: z.object({
        EstimatedArrival: z.object({
          Arrival: z.object({ Date: z.string(), Time: z.string().optional() }),
          Pickup: z.object({ Date: z.string() }).optional(),
          BusinessDaysInTransit: z.string().optional(),
        }),
      }),
    })
    .optional(),
});
export type TUpsRatedShipment = z.infer<typeof ZRatedShipment>;

/** POST /api/rating/{version}/Shop (Rating.yaml, RATEResponseWrapper). */
export const ZUpsRateResponse = z.object({
  RateResponse: z.object({
    Response: z.object({ ResponseStatus: z.object({ Code: z.string() }) }),
    RatedShipment: oneOrMany(ZRatedShipment),
  }),
});

const ZLabelImage = z.object({
  ImageFormat: z.object({ Code: z.string() }),
  GraphicImage: z.string().min(1),
});

/** POST /api/shipments/{version}/ship (Shipping.yaml, SHIPResponseWrapper). */
export const ZUpsShipResponse = z.object({
  ShipmentResponse: z.object({
    Response: z.object({ ResponseStatus: z.object({ Code: z.string() }) }),
    ShipmentResults: z.object({
      ShipmentIdentificationNumber: z.string().min(1),
      PackageResults: oneOrMany(z.object({ TrackingNumber: z.string().min(1), ShippingLabel: ZLabelImage })),
    }),
  }),
});
export type TUpsLabelImage = z.infer<typeof ZLabelImage>;

/** DELETE /api/shipments/{version}/void/cancel/{id} (Shipping.yaml, VOIDSHIPMENTResponseWrapper). */
export const ZUpsVoidResponse = z.object({
  VoidShipmentResponse: z.object({
    Response: z.object({ ResponseStatus: z.object({ Code: z.string() }) }),
    SummaryResult: z.object({ Status: z.object({ Code: z.string(), Description: z.string().optional() }) }),
  }),
});

/** POST /api/labels/{version}/recovery (Shipping.yaml, LABELRECOVERYResponseWrapper). */
export const ZUpsLabelRecoveryResponse = z.object({
  LabelRecoveryResponse: z.object({
    ShipmentIdentificationNumber: z.string().optional(),
    LabelResults: oneOrMany(
      z.object({
        TrackingNumber: z.string().min(1),
        LabelImage: z.object({
          LabelImageFormat: z.object({ Code: z.string() }),
          GraphicImage: z.string().min(1),
        }),
      }),
    ),
  }),
});

const ZTrackStatus = z.object({
  type: z.string().optional(),
  code: z.string().optional(),
  statusCode: z.string().optional(),
  description: z.string().optional(),
});

const ZTrackActivity = z.object({
  date: z.string(),
  time: z.string().optional(),
  gmtDate: z.string().optional(),
  gmtTime: z.string().optional(),
  gmtOffset: z.string().optional(),
  status: ZTrackStatus,
  location: z
    .object({
      address: z
        .object({
          city: z.string().optional(),
          postalCode: z.string().optional(),
          countryCode: z.string().optional(),
          country: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
});
export type TUpsTrackActivity = z.infer<typeof ZTrackActivity>;

/** GET /api/track/v1/details/{inquiryNumber} (Tracking.yaml, TrackApiResponse). */
export const ZUpsTrackResponse = z.object({
  trackResponse: z.object({
    shipment: z
      .array(
        z.object({
          inquiryNumber: z.string().optional(),
          package: z
            .array(
              z.object({
                trackingNumber: z.string().optional(),
                activity: z.array(ZTrackActivity).optional(),
              }),
            )
            .optional(),
          warnings: z.array(z.object({ code: z.string(), message: z.string().optional() })).optional(),
        }),
      )
      .min(1),
  }),
});

const ZDayHours = z.object({
  /** 1 Sunday ... 7 Saturday. */
  Day: z.string(),
  OpenHours: z.string().optional(),
  CloseHours: z.string().optional(),
  ClosedIndicator: z.string().optional(),
  Open24HoursIndicator: z.string().optional(),
});

const ZDropLocation = z.object({
  AddressKeyFormat: z.object({
    ConsigneeName: z.string().optional(),
    AddressLine: z.union([z.string(), z.array(z.string())]).optional(),
    PoliticalDivision2: z.string().optional(),
    PostcodePrimaryLow: z.string().optional(),
    CountryCode: z.string(),
  }),
  Geocode: z.object({ Latitude: z.string(), Longitude: z.string() }),
  OperatingHours: z
    .object({
      StandardHours: oneOrMany(z.object({ HoursType: z.string(), DayOfWeek: oneOrMany(ZDayHours) })),
    })
    .optional(),
  AccessPointInformation: z.object({ PublicAccessPointID: z.string().optional() }).optional(),
});
export type TUpsDropLocation = z.infer<typeof ZDropLocation>;

/** POST /api/locations/v3/search/availabilities/64 (Locator.yaml, LOCATORResponseWrapper). */
export const ZUpsLocatorResponse = z.object({
  LocatorResponse: z.object({
    /** "1" success; "0" failure, with an Error of the Locator's own shape. */
    Response: z.object({
      ResponseStatusCode: z.string(),
      Error: z.object({ ErrorCode: z.string(), ErrorDescription: z.string().optional() }).optional(),
    }),
    SearchResults: z.object({ DropLocation: oneOrMany(ZDropLocation).optional() }),
  }),
});
