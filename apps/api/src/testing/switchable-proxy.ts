import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * An HTTP proxy in front of a test's outside service that the test switches off: while down, every
 * connection is dropped, as a service that is not running (the client sees it unreachable).
 */
export async function startSwitchableProxy(target: string) {
  let down = false;
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    if (down) {
      request.socket.destroy();
      return;
    }
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => response.destroy());
    request.pipe(forwarded);
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setDown(value: boolean) {
      down = value;
      // Kept-alive sockets would still reach the service: cut them too.
      if (value) server.closeAllConnections();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
