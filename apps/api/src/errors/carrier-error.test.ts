import { CARRIER_CALL_ERROR_CODES, CarrierCallError } from "@ship/carriers";
import { CARRIER_CALL_ERRORS } from "@ship/contracts";
import { describe, expect, it } from "vitest";
import { AppError } from "./app-error.ts";
import { callingCarrier, carrierAppError, carrierLogFields } from "./carrier-error.ts";

describe("carrierAppError", () => {
  it("keeps the code, gives the status the endpoints document, and keeps the raw text for the logs only", () => {
    for (const code of CARRIER_CALL_ERROR_CODES) {
      const failure = new CarrierCallError("UPS", code, "raw carrier text <Fault>");
      const mapped = carrierAppError(failure);
      expect(mapped.code).toBe(code);
      const documented = Object.entries(CARRIER_CALL_ERRORS).find(([, codes]) =>
        (codes as readonly string[]).includes(code),
      );
      expect(Number(documented?.[0]), code).toBe(mapped.status);
      expect(mapped.message).not.toContain("raw carrier text");
      expect(carrierLogFields(mapped)).toEqual({ carrier: "UPS", code, detail: "raw carrier text <Fault>" });
    }
  });
});

describe("callingCarrier", () => {
  it("maps a carrier failure and the caller's time limit; passes anything else on", async () => {
    const refused = new CarrierCallError("DHL", "carrier.invalid_address", "bad postcode");
    await expect(callingCarrier(() => Promise.reject(refused))).rejects.toMatchObject({
      code: "carrier.invalid_address",
      status: 422,
    });
    const timedOut = new DOMException("signal timed out", "TimeoutError");
    await expect(callingCarrier(() => Promise.reject(timedOut))).rejects.toMatchObject({
      code: "carrier.timeout",
      status: 504,
    });
    const other = new AppError("not_found", 404);
    await expect(callingCarrier(() => Promise.reject(other))).rejects.toBe(other);
  });
});
