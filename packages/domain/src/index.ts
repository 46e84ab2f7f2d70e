export * from "./carriers.ts";
export * from "./languages.ts";
export * from "./limits.ts";
