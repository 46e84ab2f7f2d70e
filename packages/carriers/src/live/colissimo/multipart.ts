// The SLS generateLabel answer is a multipart/mixed (MTOM) body: a JSON part "jsonInfos" and
// binary parts "label" and "cn23" (the PDF or ZPL bytes as they are). Form-data parsers (busboy)
// only read multipart/form-data with Content-Disposition names, so the few lines below split the
// raw bytes on the boundary themselves, without ever decoding a binary part as text.

export type TMultipartPart = { headers: Record<string, string>; body: Uint8Array };

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const HEADER_END = encoder.encode("\r\n\r\n");

/** The boundary of a multipart Content-Type header, or undefined for any other type. */
export function readBoundary(contentType: string | null): string | undefined {
  if (!contentType || !/^multipart\//i.test(contentType.trim())) return undefined;
  const match = /boundary="?([^";]+)"?/i.exec(contentType);
  return match?.[1];
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  outer: for (let index = from; index <= haystack.length - needle.length; index++) {
    for (let offset = 0; offset < needle.length; offset++) {
      if (haystack[index + offset] !== needle[offset]) continue outer;
    }
    return index;
  }
  return -1;
}

function parseHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** The parts of a multipart body; a body without its boundary yields no part. */
export function parseMultipart(body: Uint8Array, boundary: string): TMultipartPart[] {
  const delimiter = encoder.encode(`--${boundary}`);
  const parts: TMultipartPart[] = [];
  let start = indexOf(body, delimiter, 0);
  while (start !== -1) {
    const afterDelimiter = start + delimiter.length;
    // "--" right after a delimiter closes the body.
    if (body[afterDelimiter] === 0x2d && body[afterDelimiter + 1] === 0x2d) break;
    const next = indexOf(body, delimiter, afterDelimiter);
    if (next === -1) break;
    const headerEnd = indexOf(body, HEADER_END, afterDelimiter);
    if (headerEnd !== -1 && headerEnd < next) {
      // The part ends with the CRLF that precedes the next delimiter.
      const end = body[next - 2] === 0x0d && body[next - 1] === 0x0a ? next - 2 : next;
      parts.push({
        headers: parseHeaders(decoder.decode(body.subarray(afterDelimiter, headerEnd))),
        body: body.slice(headerEnd + HEADER_END.length, end),
      });
    }
    start = next;
  }
  return parts;
}

/** A part by its Content-ID, written with or without angle brackets ("<label>" or "label"). */
export function findPart(parts: TMultipartPart[], contentId: string): TMultipartPart | undefined {
  return parts.find((part) => part.headers["content-id"]?.replace(/^<|>$/g, "") === contentId);
}
