/** What the preload list needs of a bundle's chunk (Rollup's and Rolldown's OutputChunk). */
type TChunk = {
  type: "chunk";
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  /** The chunk's modules, with the length of their code in it (0: tree-shaken away). */
  modules?: Record<string, { renderedLength: number }>;
};
type TBundle = Record<string, TChunk | { type: "asset" }>;

/**
 * The files a page's modules load, for `<link rel="modulepreload">`: the chunks of the given
 * source modules and every chunk they import statically, without the entry chunk and what it
 * imports (loaded already by the page's start script). In the order of the bundle, which is
 * stable from one build to the next. Throws when a module is in no chunk, so that a renamed page
 * fails the build instead of silently preloading nothing.
 */
export function pagePreloads(bundle: TBundle, modules: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((output): output is TChunk => output.type === "chunk");
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (starts: TChunk[]) => {
    const seen = new Set<string>();
    const visit = (chunk: TChunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) visit(imported);
      }
    };
    starts.forEach(visit);
    return seen;
  };
  const loaded = closure(chunks.filter((chunk) => chunk.isEntry));
  const roots = modules.map((module) => {
    const chunk = chunks.find((candidate) =>
      candidate.facadeModuleId?.replaceAll("\\", "/").endsWith(module),
    );
    if (!chunk) throw new Error(`page preloads: no chunk for ${module}`);
    return chunk;
  });
  const wanted = closure(roots);
  return chunks.map((chunk) => chunk.fileName).filter((file) => wanted.has(file) && !loaded.has(file));
}

/**
 * The form checks' libraries (decision 068): zod, the phone and postcode tables. A pre-rendered page
 * loads them when its form first validates, not with its modules; their evaluation was one of a
 * phone's longest tasks as the page started.
 */
const CHECK_LIBRARIES = /[\\/]node_modules[\\/](zod|libphonenumber-js|postcode-validator)[\\/]/;

/** The check libraries' modules in these files of the bundle, as "file: module". */
export function checkLibrariesIn(bundle: TBundle, files: readonly string[]): string[] {
  return files.flatMap((file) => {
    const output = bundle[file];
    if (output?.type !== "chunk") return [];
    return Object.entries(output.modules ?? {})
      .filter(([id, { renderedLength }]) => renderedLength > 0 && CHECK_LIBRARIES.test(id))
      .map(([id]) => `${file}: ${id.replace(/^.*[\\/]node_modules[\\/]/, "")}`);
  });
}
