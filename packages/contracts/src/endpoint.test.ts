import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import {
  defineEndpoint,
  endpointErrors,
  endpointPath,
  fileResponse,
  isFileResponse,
  type TEndpointResponse,
} from "./endpoint.ts";
import { offerSelectEndpoint } from "./endpoints/offer-select.ts";

const documentEndpoint = defineEndpoint({
  method: "GET",
  path: "/shipments/:id/label",
  summary: "A label",
  tags: ["shipment"],
  params: z.object({ id: z.string() }),
  query: z.object({ format: z.enum(["A4", "10x15"]).optional() }),
  response: fileResponse(["application/pdf", "application/zpl"]),
  errors: { 404: ["not_found"] },
});

describe("endpointPath", () => {
  it("is the descriptor's path when the endpoint takes no parameters and no query", () => {
    const body = { shipment_id: "s", order_id: "o", offer_id: "f" };
    expect(endpointPath(offerSelectEndpoint, { body })).toBe("/offer/select");
  });

  it("fills in the parameters, encoded, and adds the query string", () => {
    expect(endpointPath(documentEndpoint, { params: { id: "a/b c" }, query: { format: "10x15" } })).toBe(
      "/shipments/a%2Fb%20c/label?format=10x15",
    );
  });
});

describe("defineEndpoint", () => {
  it("answers a frozen descriptor", () => {
    expect(Object.isFrozen(documentEndpoint)).toBe(true);
    expect(Object.isFrozen(documentEndpoint.errors)).toBe(true);
    expect(documentEndpoint.body).toBeUndefined();
  });
});

describe("endpointErrors", () => {
  const post = (signedNotification?: boolean) =>
    defineEndpoint({
      method: "POST",
      path: "/x",
      summary: "x",
      tags: ["x"],
      response: z.object({ success: z.literal(true) }),
      errors: { 403: ["permission.pro_only"], 404: ["not_found"] },
      ...(signedNotification === undefined ? {} : { signedNotification }),
    });

  it("adds the cross-site guard's 403 to a state-changing endpoint's own codes", () => {
    expect(endpointErrors(post())).toEqual({
      403: ["permission.pro_only", "request.cross_site"],
      404: ["not_found"],
    });
  });

  it("leaves a GET and a signed notification as they are", () => {
    expect(endpointErrors(documentEndpoint)).toEqual({ 404: ["not_found"] });
    expect(endpointErrors(post(true))).toEqual({ 403: ["permission.pro_only"], 404: ["not_found"] });
  });
});

describe("fileResponse", () => {
  it("describes a 200 that is a file of the given media types, not JSON", () => {
    expect(isFileResponse(documentEndpoint.response)).toBe(true);
    expect(documentEndpoint.response).toEqual({
      kind: "file",
      mediaTypes: ["application/pdf", "application/zpl"],
    });
    expect(Object.isFrozen(documentEndpoint.response)).toBe(true);
    expect(isFileResponse(offerSelectEndpoint.response)).toBe(false);
  });

  it("types the answer as a Blob, a JSON endpoint's as its schema's output", () => {
    expectTypeOf<TEndpointResponse<typeof documentEndpoint>>().toEqualTypeOf<Blob>();
    expectTypeOf<TEndpointResponse<typeof offerSelectEndpoint>["success"]>().toEqualTypeOf<true>();
  });
});
