import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabase } from "@ship/db";
import { sql } from "kysely";

/**
 * The multi-node topology of docs/deploy.md on one machine (decision 055): one PostgreSQL database,
 * one pre-order service, N API processes (the esbuild bundle `npm start` runs) and Debian's nginx in
 * front of them, all on loopback. Every process is a child of this one, with its log in a temporary
 * folder; `close()` stops them and drops the database.
 */

const repoRoot = path.resolve(import.meta.dirname, "../../../../..");
const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

export type TClusterOptions = {
  /** The admin URL of the PostgreSQL server; a database `scale_<random>` is made there. */
  adminUrl: string;
  /** First port of the range this test may use: nginx, the pre-order service, then the nodes. */
  basePort: number;
  nodeCount: number;
  /** Extra environment of every API node (limits of the test). */
  nodeEnv: Record<string, string>;
};

type TChild = { name: string; process: ChildProcess; log: string };

export async function startCluster(options: TClusterOptions) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "scale-"));
  const databaseName = `scale_${randomBytes(5).toString("hex")}`;
  await adminQuery(options.adminUrl, `create database ${databaseName}`);
  const databaseUrl = withDatabase(options.adminUrl, databaseName);
  const proxyPort = options.basePort;
  const preorderPort = options.basePort + 1;
  const nodePorts = Array.from({ length: options.nodeCount }, (_, i) => options.basePort + 10 + i);
  const children: TChild[] = [];
  const nodes: (TChild | undefined)[] = nodePorts.map(() => undefined);
  let nginx: TChild | undefined;

  // What every node must share (docs/deploy.md, "Production variables").
  const shared = {
    DATABASE_URL: databaseUrl,
    SECRETS_KEY: randomBytes(32).toString("base64"),
    PAYMENT_NOTIFY_SECRET: randomBytes(32).toString("base64url"),
    PAYMENT_URL_KEY: randomBytes(32).toString("base64"),
    PREORDER_SERVICE_SECRET: randomBytes(32).toString("base64url"),
    DOCUMENTS_DIR: path.join(dir, "documents"),
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
  };

  function spawnChild(name: string, args: string[], env: Record<string, string>): TChild {
    const log = path.join(dir, `${name}.log`);
    const out = fs.openSync(log, "a");
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const child = spawn(args[0] as string, args.slice(1), {
      cwd: repoRoot,
      env: { ...inherited, LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", out, out],
    });
    fs.closeSync(out);
    const entry = { name, process: child, log };
    children.push(entry);
    return entry;
  }

  async function startPreorder() {
    spawnChild("preorder", [process.execPath, "--import", "tsx", "apps/preorder/src/main.ts"], {
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(dir, "preorder"),
      HOST: "127.0.0.1",
      PREORDER_PORT: String(preorderPort),
      PREORDER_SERVICE_SECRET: shared.PREORDER_SERVICE_SECRET,
      PREORDER_SECRETS_KEY: randomBytes(32).toString("base64"),
      PREORDER_TOKEN_KEY: randomBytes(32).toString("base64url"),
    });
    await waitHealthy(`http://127.0.0.1:${preorderPort}/healthz`, children.at(-1) as TChild);
  }

  /** Starts API node `index` (again, after a kill) and waits until it is ready. */
  async function startNode(index: number) {
    const port = nodePorts[index] as number;
    const node = spawnChild(`api-${index + 1}`, [process.execPath, "apps/api/dist/server.mjs"], {
      ...shared,
      ...options.nodeEnv,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(dir, `api-${index + 1}`),
      TRUST_PROXY: "loopback",
      PREORDER_URL: `http://127.0.0.1:${preorderPort}`,
      DEMO_DATA: "false",
      NODE_ENV: "development",
    });
    nodes[index] = node;
    await waitHealthy(`http://127.0.0.1:${port}/readyz`, node);
  }

  /** SIGKILL: no shutdown hook runs, as when a machine or the kernel kills the process. */
  async function killNode(index: number) {
    const node = nodes[index];
    if (!node) return;
    await stopChild(node, "SIGKILL");
    nodes[index] = undefined;
  }

  /** (Re)starts nginx with the first `count` nodes in its upstream. */
  async function useNodes(count: number) {
    if (nginx) await stopChild(nginx, "SIGQUIT");
    const prefix = path.join(dir, "nginx");
    fs.mkdirSync(prefix, { recursive: true });
    const conf = path.join(prefix, "nginx.conf");
    fs.writeFileSync(conf, nginxConfig(prefix, proxyPort, nodePorts.slice(0, count)));
    nginx = spawnChild("nginx", [NGINX, "-p", prefix, "-c", conf, "-e", path.join(prefix, "error.log")], {});
    await waitHealthy(`http://127.0.0.1:${proxyPort}/healthz`, nginx);
  }

  /** CPU time (user + system, ms) each running node has used since it started. */
  function nodeCpuMs(): number[] {
    return nodes.map((node) => (node?.process.pid ? cpuMsOf(node.process.pid) : 0));
  }

  /** Resident memory (MB) of each running node. */
  function nodeRssMb(): number[] {
    return nodes.map((node) => (node?.process.pid ? rssMbOf(node.process.pid) : 0));
  }

  async function close() {
    for (const child of [...children].reverse()) await stopChild(child, "SIGTERM");
    await adminQuery(options.adminUrl, `drop database if exists ${databaseName} with (force)`);
    if (!process.env.SCALE_KEEP) fs.rmSync(dir, { recursive: true, force: true });
  }

  return {
    dir,
    databaseUrl,
    proxy: `http://127.0.0.1:${proxyPort}`,
    startPreorder,
    startNode,
    killNode,
    useNodes,
    nodeCpuMs,
    nodeRssMb,
    close,
  };
}
export type TCluster = Awaited<ReturnType<typeof startCluster>>;

/**
 * nginx in front of the nodes. `proxy_next_upstream` lists no `non_idempotent`: a POST that reached
 * a node is never sent to another one (the node may have acted on it); a POST that could not even
 * connect (a killed node) goes to the next node, which is safe. GET and HEAD go on to the next node
 * on an error, a timeout, 502 or 503. `X-Upstream` tells the client which node answered (the test
 * counts sessions served by several nodes with it).
 */
export function nginxConfig(prefix: string, listenPort: number, nodePorts: number[]): string {
  const servers = nodePorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`);
  return `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 12m;
  upstream api {
${servers.join("\n")}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      add_header X-Upstream $upstream_addr always;
    }
    # The rating's NDJSON progress lines go out as they come.
    location = /api/v4/rate {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_buffering off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** `npm run build -w @ship/api`: the bundle every node runs. */
export function buildApi(): void {
  const result = spawnSync("npm", ["run", "build", "-w", "@ship/api"], { cwd: repoRoot, stdio: "inherit" });
  if (result.status !== 0) throw new Error("the API bundle did not build");
}

async function waitHealthy(url: string, child: TChild, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) {
      const tail = fs.readFileSync(child.log, "utf8").slice(-2000);
      throw new Error(`${child.name} exited with code ${child.process.exitCode}:\n${tail}`);
    }
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${child.name} was not ready at ${url} after ${timeoutMs} ms`);
}

async function stopChild(child: TChild, signal: NodeJS.Signals): Promise<void> {
  const running = child.process;
  if (running.exitCode !== null || running.signalCode !== null) return;
  const exited = new Promise((resolve) => running.once("exit", resolve));
  running.kill(signal);
  const timer = setTimeout(() => running.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** utime + stime of a process, from /proc (Linux), in milliseconds. */
function cpuMsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100;
  } catch {
    return 0;
  }
}

function rssMbOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = await createDatabase({ url: adminUrl });
  try {
    await sql.raw(statement).execute(admin.db);
  } finally {
    await admin.close();
  }
}

function withDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
