import { randomInt } from "node:crypto";
import type { TCarrierCode } from "@ship/domain";
import {
  computeFedexCheckDigit,
  computeLuhnCheckDigit,
  computeMod7CheckDigit,
  computeS10CheckDigit,
  computeUpsCheckDigit,
} from "./check-digits.ts";

/**
 * Where the serial part of a tracking number comes from: a sequence number (its last digits are
 * used, so a carrier's counter keeps numbers unique), or a random source returning [0, 1) like
 * Math.random. Without one, crypto.randomInt.
 */
export type TSerialSource = number | (() => number);

export type TTrackingOptions = {
  /** UPS: the 6-character shipper account number (default "A1B2C3"). */
  upsShipperAccount?: string;
  /** UPS: the 2-character service code (default "11", UPS Standard). */
  upsServiceCode?: string;
};

type TFormat = {
  /** Digits of serial the generator draws. */
  serialDigits: number;
  build: (serial: string, options: TTrackingOptions) => string;
  pattern: RegExp;
  /** Whether the check digit(s) of a value that matches `pattern` are right. */
  check: (value: string) => boolean;
};

/** UPU S10: 2 service letters, 8 digits, check digit, ISO country; La Poste's are "FR". */
function s10Format(serviceIndicator: string): TFormat {
  return {
    serialDigits: 8,
    build: (serial) => `${serviceIndicator}${serial}${computeS10CheckDigit(serial)}FR`,
    // Any La Poste S10 number is accepted, whatever its service letters.
    pattern: /^[A-Z]{2}\d{9}FR$/,
    check: (value) => computeS10CheckDigit(value.slice(2, 10)) === Number(value[10]),
  };
}

/** Digits followed by one check digit computed by `compute`. */
function digitsWithCheck(serialDigits: number, compute: (serial: string) => number): TFormat {
  return {
    serialDigits,
    build: (serial) => `${serial}${compute(serial)}`,
    pattern: new RegExp(`^\\d{${serialDigits + 1}}$`),
    check: (value) => compute(value.slice(0, -1)) === Number(value.slice(-1)),
  };
}

/** Carriers whose public number format has no check digit: the format alone is checked. */
function plainDigits(length: number): TFormat {
  return {
    serialDigits: length,
    build: (serial) => serial,
    pattern: new RegExp(`^\\d{${length}}$`),
    check: () => true,
  };
}

const COURIER_PREFIX = "CR";

const FORMATS: Record<TCarrierCode, TFormat> = {
  // Chronopost is La Poste's express (EMS) operator: S10 with service indicator E.
  CHRONOPOST: s10Format("EE"),
  // Colissimo international parcels: S10 with service indicator C (parcel post).
  COLISSIMO: s10Format("CP"),
  // Our own city courier: "CR", 10 digits, Luhn check digit (13 characters).
  COURSIER: {
    serialDigits: 10,
    build: (serial) => `${COURIER_PREFIX}${serial}${computeLuhnCheckDigit(serial)}`,
    pattern: /^CR\d{11}$/,
    check: (value) => computeLuhnCheckDigit(value.slice(2, 12)) === Number(value[12]),
  },
  // DHL Express waybill: 10 digits, the last is the first nine modulo 7.
  DHL: digitsWithCheck(9, computeMod7CheckDigit),
  // DPD parcel number: 14 digits (depot + serial). DPD's ISO 7064 check character covers the
  // 28-character sorting barcode (postcode, service, country), not the parcel number itself.
  DPD: plainDigits(14),
  // FedEx Express: 12 digits, weights 3 1 7, mod 11 then mod 10.
  FEDEX: digitsWithCheck(11, computeFedexCheckDigit),
  // Mondial Relay expedition number: 8 digits, no public check digit.
  MONDIALRELAY: plainDigits(8),
  // TNT consignment: 9 digits, the S10 mod-11 check on the first eight.
  TNT: digitsWithCheck(8, computeS10CheckDigit),
  // UPS: 1Z + shipper account (6) + service (2) + package number (7) + check digit.
  UPS: {
    serialDigits: 7,
    build: (serial, options) => {
      const body = `${options.upsShipperAccount ?? "A1B2C3"}${options.upsServiceCode ?? "11"}${serial}`;
      if (!/^[0-9A-Z]{15}$/.test(body))
        throw new RangeError(`invalid UPS shipper account or service: ${body}`);
      return `1Z${body}${computeUpsCheckDigit(body)}`;
    },
    pattern: /^1Z[0-9A-Z]{15}\d$/,
    check: (value) => computeUpsCheckDigit(value.slice(2, 17)) === Number(value[17]),
  },
};

function drawSerial(digits: number, source: TSerialSource | undefined): string {
  const modulus = 10 ** digits;
  let value: number;
  if (typeof source === "number") {
    if (!Number.isSafeInteger(source) || source < 0) throw new RangeError(`sequence must be >= 0: ${source}`);
    value = source % modulus;
  } else if (typeof source === "function") {
    value = Math.floor(source() * modulus) % modulus;
  } else {
    // randomInt takes ranges below 2^48; 14 digits fit.
    value = randomInt(0, modulus);
  }
  return String(value).padStart(digits, "0");
}

/** A tracking number in the carrier's real format, with its check digit. */
export function generateTrackingNumber(
  carrier: TCarrierCode,
  source?: TSerialSource,
  options: TTrackingOptions = {},
): string {
  const format = FORMATS[carrier];
  return format.build(drawSerial(format.serialDigits, source), options);
}

/** Removes spaces and upper-cases, as people type tracking numbers. */
export function normalizeTrackingNumber(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** Whether `value` (spaces allowed) has the carrier's format and a right check digit. */
export function isValidTrackingNumber(carrier: TCarrierCode, value: string): boolean {
  const format = FORMATS[carrier];
  const normalized = normalizeTrackingNumber(value);
  return format.pattern.test(normalized) && format.check(normalized);
}
