export * from "./brand.ts";
export * from "./envelope.ts";
export * from "./error-codes.ts";
export * from "./health.ts";
export * from "./messages/index.ts";
export * from "./reference.ts";
export * from "./session.ts";
export * from "./user.ts";
