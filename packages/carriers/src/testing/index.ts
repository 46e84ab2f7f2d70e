// Test helpers of the carriers package for other packages' tests and benchmarks (not for production code).
export {
  startCarrierStub,
  type TCarrierStub,
  type TCarrierStubOptions,
  type TRecordedRequest,
  type TStubPair,
} from "./carrier-stub-server.ts";
export {
  FIXTURE_LIVE_CARRIER,
  FIXTURE_LIVE_STUB_PAIRS,
  FIXTURE_OPERATOR_ENV,
} from "./fixture-live-carrier.ts";
export {
  createFixtureLiveConnector,
  FIXTURE_LABEL_PDF,
  FIXTURE_LIVE_PAIRS,
  FIXTURE_TRACKING_NUMBER,
} from "./fixture-live-shipping.ts";
export { LIVE_STUB_PAIRS } from "./live-stub-pairs.ts";
