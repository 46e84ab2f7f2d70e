// oidc-provider ships no types; the tests use a small part of it (local-oidc-provider.ts).
declare module "oidc-provider" {
  import type { RequestListener } from "node:http";
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): RequestListener;
  }
}
