import path from "node:path";
import type { Plugin } from "vite";

const SHIMS_DIR = path.resolve(import.meta.dirname, "../src/lib/library-shims");

/** Each library import that goes through a shim of ours, and the shim (decision 066). */
export const LIBRARY_SHIMS: Record<string, string> = {
  "@mantine/hooks": path.join(SHIMS_DIR, "mantine-hooks.ts"),
};

/**
 * Every import of a shimmed library, from the app or from another library (Mantine's components
 * import it), resolves to the shim, except the shim's own import of the library. The shims
 * change only when a library sets React state on mounting, not what it renders.
 */
export function libraryShims(): Plugin {
  return {
    name: "shipcompare-library-shims",
    enforce: "pre",
    resolveId(source, importer) {
      const shim = LIBRARY_SHIMS[source];
      if (!shim || !importer || path.resolve(importer.split("?")[0] ?? "") === shim) return null;
      return shim;
    },
  };
}
