import { buildPreorderServer } from "./server.ts";

const port = Number(process.env.PREORDER_PORT ?? 8081);
const app = buildPreorderServer();
await app.listen({ port, host: process.env.HOST ?? "0.0.0.0" });
console.log(`pre-order service ready on http://localhost:${port}`);
