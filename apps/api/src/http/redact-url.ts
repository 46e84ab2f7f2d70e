/**
 * Logged URLs never carry a secret (decision 024). The spec puts the session token in paths
 * (/login/{token}, /settings/user/{token}, ...) and the payment page's transaction token too;
 * the single sign-on return carries an authorization code and state in its query.
 */
const SECRET_PARAM = /token|secret|password|code|state|key/i;
// An unrouted URL (404) has no pattern to go by: any long random-looking segment is hidden.
const TOKEN_LIKE_SEGMENT = /^[A-Za-z0-9_-]{16,}$/;
const REDACTED = "[redacted]";

/** `url` as it may be logged; `routeUrl` is the matched route's pattern (/settings/user/:token). */
export function redactUrl(url: string, routeUrl?: string): string {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? "" : url.slice(queryAt + 1);
  return redactPath(path, routeUrl) + (query ? `?${redactQuery(query)}` : "");
}

function redactPath(path: string, routeUrl: string | undefined): string {
  const segments = path.split("/");
  const pattern = routeUrl?.split("/");
  if (pattern && pattern.length === segments.length) {
    return segments
      .map((segment, i) => {
        const part = pattern[i] ?? "";
        return part.startsWith(":") && SECRET_PARAM.test(part) ? REDACTED : segment;
      })
      .join("/");
  }
  return segments.map((segment) => (TOKEN_LIKE_SEGMENT.test(segment) ? REDACTED : segment)).join("/");
}

function redactQuery(query: string): string {
  return query
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && SECRET_PARAM.test(name) ? `${name}=${REDACTED}` : pair;
    })
    .join("&");
}
