// The reference for the rating benchmark: a bare Fastify route answering a static JSON body
// (the bytes of real POST /rate and POST /offers answers), so the ratio shows what the API adds.
import fs from "node:fs";
import Fastify from "fastify";

const [rateFile, offersFile, port] = process.argv.slice(2);
if (!rateFile || !offersFile || !port) {
  throw new Error("usage: bench-bare-server.ts <rate.json> <offers.json> <port>");
}
const rateAnswer = fs.readFileSync(rateFile, "utf8");
const offersAnswer = fs.readFileSync(offersFile, "utf8");
const app = Fastify({ logger: false });
app.post("/api/v4/rate", async (_request, reply) =>
  reply.type("application/json; charset=utf-8").send(rateAnswer),
);
app.post("/api/v4/offers", async (_request, reply) =>
  reply.type("application/json; charset=utf-8").send(offersAnswer),
);
app.get("/healthz", async () => ({ ok: true }));
await app.listen({ port: Number(port), host: "127.0.0.1" });
