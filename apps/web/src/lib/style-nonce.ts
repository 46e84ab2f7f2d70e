/**
 * The nonce of this page's style elements (decision 070): the API writes a fresh one per response
 * on index.html's `<meta property="csp-nonce">` and in its Content-Security-Policy, whose style-src
 * has no 'unsafe-inline'. Mantine's style elements (theme variables, media queries) must carry it.
 * Read from the element's `nonce` property: browsers hide the attribute once the page is parsed.
 * Empty under Vite's development server, which sends no such policy.
 */
const nonce = globalThis.document?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? "";

// Mantine's modals and drawers lock the page's scroll with react-remove-scroll, whose style element
// takes its nonce from get-nonce, which reads webpack's global (its setNonce is not in the bundle).
if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;

export function readStyleNonce(): string {
  return nonce;
}
