export { buildPreorderServer } from "./server.ts";
export {
  preorderPgliteDir,
  startPreorderService,
  type TRunningPreorderService,
  type TStartPreorderOptions,
} from "./start.ts";
