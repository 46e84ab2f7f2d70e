// Bundles the API (its sources and the workspace packages, not node_modules) into one file for
// `npm start`: Node then loads one module instead of resolving and transpiling hundreds through
// tsx at every start (decision 013). `npm run dev` and the tests keep running the sources.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const apiRoot = path.resolve(import.meta.dirname, "..");

/**
 * The sources find their data files (rate sheets, brands, reference data) next to themselves
 * through import.meta.dirname / import.meta.url: each file keeps its own values in the bundle.
 */
const sourcePaths = {
  name: "source-paths",
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      const contents = source
        .replaceAll("import.meta.dirname", JSON.stringify(path.dirname(args.path)))
        .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: "ts" };
    });
  },
};

/**
 * npm packages stay in node_modules (native and WASM files, data sets); @ship/* are bundled, and
 * so are JSON files imported from packages (Node would want an import attribute for them).
 */
const externalPackages = {
  name: "external-packages",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@ship/") || args.path.endsWith(".json")
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [path.join(apiRoot, "src/main.ts")],
  outfile: path.join(apiRoot, "dist/server.mjs"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [sourcePaths, externalPackages],
});
