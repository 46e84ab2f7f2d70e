import { describe, expect, it } from "vitest";
import { loadRateSheets } from "../../load-rate-sheets.ts";
import { chooseProductCode, DHL_SERVICES, findServiceOfProduct } from "./services.ts";

describe("DHL live services", () => {
  const sheet = loadRateSheets().sheets.find((candidate) => candidate.carrier_code === "DHL");

  it("are the rate sheet's services, with the same codes and offer fields", () => {
    if (!sheet) throw new Error("no DHL rate sheet");
    for (const service of Object.values(DHL_SERVICES)) {
      const sheetService = sheet.services.find((candidate) => candidate.code === service.code);
      expect(sheetService, service.code).toBeDefined();
      const fields = [
        "name",
        "shipment_types",
        "is_express",
        "allow_pickup",
        "allow_dropoff",
        "delivery_to_collection_point",
        "delivery_time",
        "tracking",
      ] as const;
      for (const field of fields)
        expect(service[field], `${service.code}.${field}`).toEqual(sheetService?.[field]);
    }
  });

  it("reads DHL's product codes as our services, the import account's as Import Express", () => {
    expect(findServiceOfProduct("P", false)?.code).toBe("DHL_EXPRESS_WORLDWIDE");
    expect(findServiceOfProduct("N", false)?.code).toBe("DHL_EXPRESS_WORLDWIDE");
    expect(findServiceOfProduct("T", false)?.code).toBe("DHL_EXPRESS_1200");
    expect(findServiceOfProduct("W", false)?.code).toBe("DHL_ECONOMY_SELECT");
    expect(findServiceOfProduct("X", false)?.code).toBe("DHL_EXPRESS_ENVELOPE");
    expect(findServiceOfProduct("K", false)).toBeUndefined();
    expect(findServiceOfProduct("P", true)?.code).toBe("DHL_EXPRESS_IMPORT");
    expect(findServiceOfProduct("Y", true)).toBeUndefined();
  });

  it("chooses the product of a shipment by route and contents, and each product reads back as its service", () => {
    const international = { domestic: false, dutiable: true, withinEu: false };
    const insideEu = { domestic: false, dutiable: false, withinEu: true };
    expect(chooseProductCode("DHL_EXPRESS_WORLDWIDE", international)).toBe("P");
    expect(chooseProductCode("DHL_EXPRESS_WORLDWIDE", { ...international, dutiable: false })).toBe("D");
    expect(chooseProductCode("DHL_EXPRESS_WORLDWIDE", insideEu)).toBe("U");
    expect(chooseProductCode("DHL_EXPRESS_1200", insideEu)).toBe("T");
    expect(chooseProductCode("DHL_EXPRESS_1200", { ...international, domestic: true })).toBe("1");
    expect(chooseProductCode("DHL_ECONOMY_SELECT", insideEu)).toBe("W");
    expect(chooseProductCode("DHL_ECONOMY_SELECT", international)).toBe("H");
    expect(chooseProductCode("DHL_FREIGHT_EUROCONNECT", international)).toBeUndefined();
    for (const code of [
      "DHL_EXPRESS_ENVELOPE",
      "DHL_EXPRESS_WORLDWIDE",
      "DHL_EXPRESS_1200",
      "DHL_ECONOMY_SELECT",
    ]) {
      for (const domestic of [false, true]) {
        const product = chooseProductCode(code, { ...international, domestic }) ?? "";
        expect(findServiceOfProduct(product, false)?.code, `${code} ${product}`).toBe(code);
      }
    }
  });
});
