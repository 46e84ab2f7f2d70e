import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startCarrierStub, type TCarrierStub, type TStubPair } from "../testing/carrier-stub-server.ts";
import { CarrierCallError } from "./carrier-call-error.ts";
import { callCarrier, parseCarrierJson } from "./carrier-http.ts";
import { parseCarrierXml } from "./carrier-xml.ts";

const pairs: TStubPair[] = [
  {
    name: "ok",
    operation: "rate",
    source: "test",
    request: { method: "POST", path: "/rate", includes: ['"postcode":"75001"'] },
    response: { status: 200, body: { price: 1234 } },
  },
  {
    name: "flaky",
    operation: "rate",
    source: "test",
    request: { method: "POST", path: "/rate" },
    response: { status: 503, body: "maintenance" },
  },
  {
    name: "hang",
    operation: "ship",
    source: "test",
    request: { method: "POST", path: "/ship" },
    response: { hang: true },
  },
];

let stub: TCarrierStub;
beforeAll(async () => {
  stub = await startCarrierStub(pairs);
});
afterAll(() => stub.close());

const base = { carrier_code: "UPS" as const, method: "POST" as const, timeoutMs: 500 };

describe("callCarrier", () => {
  it("returns the carrier's answer and reads it against its shape", async () => {
    const response = await callCarrier({
      ...base,
      url: `${stub.url}/rate`,
      body: '{"postcode":"75001"}',
      idempotent: true,
    });
    expect(parseCarrierJson("UPS", response, z.object({ price: z.number() }))).toEqual({ price: 1234 });
    expect(() => parseCarrierJson("UPS", response, z.object({ amount: z.number() }))).toThrow(
      /unexpected shape/,
    );
  });

  it("retries an idempotent call after a 5xx, then reports the carrier unavailable", async () => {
    const before = stub.requests.length;
    const error = await callCarrier({ ...base, url: `${stub.url}/rate`, body: "{}", idempotent: true }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(CarrierCallError);
    expect(error.code).toBe("carrier.unavailable");
    expect(stub.requests.length - before).toBe(2);
  });

  it("never repeats a non-idempotent call, and marks a timeout's outcome as unknown", async () => {
    const before = stub.requests.length;
    const error = await callCarrier({
      ...base,
      url: `${stub.url}/ship`,
      body: "{}",
      idempotent: false,
      timeoutMs: 100,
    }).catch((e) => e);
    expect(error.code).toBe("carrier.timeout");
    expect(error.outcomeUnknown).toBe(true);
    expect(stub.requests.length - before).toBe(1);
  });

  it("forces an error scenario by name; a 5xx of a non-idempotent call is not repeated", async () => {
    stub.use("flaky");
    const before = stub.requests.length;
    const error = await callCarrier({
      ...base,
      url: `${stub.url}/rate`,
      body: '{"postcode":"75001"}',
      idempotent: false,
    }).catch((e) => e);
    stub.reset();
    expect(error.code).toBe("carrier.unavailable");
    expect(error.status).toBe(503);
    expect(stub.requests.length - before).toBe(1);
  });
});

describe("parseCarrierXml", () => {
  const schema = z.object({ Envelope: z.object({ Body: z.object({ Stat: z.string() }) }) });
  it("reads SOAP without its namespace prefixes, values as strings", () => {
    const xml = '<soap:Envelope xmlns:soap="x"><soap:Body><Stat>0</Stat></soap:Body></soap:Envelope>';
    expect(parseCarrierXml("MONDIALRELAY", xml, schema).Envelope.Body.Stat).toBe("0");
  });
  it("decodes the predefined entities and character references", () => {
    const xml = "<Envelope><Body><Stat>a&amp;b &lt; &#233;</Stat></Body></Envelope>";
    expect(parseCarrierXml("MONDIALRELAY", xml, schema).Envelope.Body.Stat).toBe("a&b < é");
  });
  it("refuses entities and malformed XML as malformed answers", () => {
    const evil = '<!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><Envelope>&x;</Envelope>';
    expect(() => parseCarrierXml("MONDIALRELAY", evil, schema)).toThrow(/DOCTYPE/);
    expect(() => parseCarrierXml("MONDIALRELAY", "<a><b></a>", schema)).toThrow(/well-formed/);
  });
});
