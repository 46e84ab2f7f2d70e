import fs from "node:fs";
import path from "node:path";
import { type TBrand, type TBrandSeller, ZBrand } from "@ship/contracts";

export type TBrands = {
  all: TBrand[];
  /** The brand for a request: the BRAND setting wins, then the host name, then the default brand. */
  forHost(host: string | undefined): TBrand;
};

/** Loads and validates every brands/*.json; any mistake stops the start with the file and field named. */
export function loadBrands(dir: string, forced?: string): TBrands {
  const files = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort();
  const problems: string[] = [];
  const all: TBrand[] = [];
  for (const file of files) {
    const filePath = path.join(dir, file);
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(filePath, "utf8"));
    } catch (error) {
      problems.push(`${filePath}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const parsed = ZBrand.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push(`${filePath}: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
      }
      continue;
    }
    if (`${parsed.data.id}.json` !== file)
      problems.push(`${filePath}: id "${parsed.data.id}" must match the file name`);
    all.push(parsed.data);
  }
  const fallback = all.find((brand) => brand.id === "default");
  if (!fallback) problems.push(`${dir}: a brand with id "default" is required`);
  else if (!fallback.seller) problems.push(`${dir}/default.json: seller (the invoices' seller) is required`);
  const pinned = forced ? all.find((brand) => brand.id === forced) : undefined;
  if (forced && !pinned)
    problems.push(`BRAND=${forced}: no such brand in ${dir} (${all.map((b) => b.id).join(", ")})`);
  if (problems.length > 0 || !fallback)
    throw new Error(`Invalid brand configuration:\n  ${problems.join("\n  ")}`);

  const byHost = new Map<string, TBrand>();
  for (const brand of all) for (const host of brand.hosts) byHost.set(host.toLowerCase(), brand);

  return {
    all,
    forHost(host) {
      if (pinned) return pinned;
      const name = (host ?? "").toLowerCase().replace(/:\d+$/, "");
      return byHost.get(name) ?? fallback;
    },
  };
}

/** The operator's company, printed as seller on invoices: the default brand's (checked at load). */
export function sellerOf(brands: TBrands): TBrandSeller {
  const seller = brands.all.find((brand) => brand.id === "default")?.seller;
  if (!seller) throw new Error("brands: the default brand has no seller");
  return seller;
}
