import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";

describe("document store configuration (decision 052)", () => {
  it("keeps documents on the local disk under DATA_DIR/documents unless told otherwise", () => {
    expect(loadConfig({ DATA_DIR: "/srv/ship" }).documents).toEqual({
      store: "local",
      dir: "/srv/ship/documents",
    });
    expect(loadConfig({ DOCUMENTS_DIR: "docs" }).documents).toEqual({
      store: "local",
      dir: path.resolve("docs"),
    });
  });

  it("takes an S3-compatible bucket with its endpoint, region, addressing and prefix", () => {
    const documents = loadConfig({
      DOCUMENT_STORE: "s3",
      S3_BUCKET: "ship-documents",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_REGION: "eu-west-3",
      S3_FORCE_PATH_STYLE: "true",
      S3_PREFIX: "prod/ship/",
    }).documents;
    expect(documents).toEqual({
      store: "s3",
      bucket: "ship-documents",
      endpoint: "http://127.0.0.1:9000",
      region: "eu-west-3",
      forcePathStyle: true,
      prefix: "prod/ship/",
    });
    expect(loadConfig({ DOCUMENT_STORE: "s3", S3_BUCKET: "ship-documents" }).documents).toMatchObject({
      region: "us-east-1",
      endpoint: undefined,
      forcePathStyle: false,
      prefix: "",
    });
  });

  it("stops the start with the variable's name when a setting is missing or malformed", () => {
    expect(() => loadConfig({ DOCUMENT_STORE: "s3" })).toThrow(/S3_BUCKET: required with DOCUMENT_STORE=s3/);
    expect(() => loadConfig({ DOCUMENT_STORE: "ftp" })).toThrow(/DOCUMENT_STORE/);
    expect(() => loadConfig({ DOCUMENT_STORE: "s3", S3_BUCKET: "Not_A_Bucket" })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ DOCUMENT_STORE: "s3", S3_BUCKET: "b12", S3_ENDPOINT: "nope" })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => loadConfig({ DOCUMENT_STORE: "s3", S3_BUCKET: "b12", S3_PREFIX: "../up/" })).toThrow(
      /S3_PREFIX/,
    );
    expect(() => loadConfig({ DOCUMENT_STORE: "s3", S3_BUCKET: "b12", S3_FORCE_PATH_STYLE: "yes" })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});
