import type { TFaqEntry, TFaqGroup } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import type { TContentBrand, TContentDeps } from "../content-deps.ts";
import { findFaqCandidates } from "../content-repository.ts";
import { chooseEntry } from "../content-view.ts";
import { fillBrand, plainText, sanitizeContent } from "../sanitize-content.ts";

/** Search engines show about this many characters of a description. */
const DESCRIPTION_MAX = 160;

/** The answer page's description when an operator set none: the answer's text, cut at a word. */
function describe(answer: string): string {
  const text = plainText(answer).replace(/\s+/g, " ");
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : cut.length)}…`;
}

/**
 * POST /faq (decision 059): the questions of a FAQ list in their order, each the brand's own text
 * in the language, else the default brand's, else English (the CMS pages' fallbacks). The answer
 * is sanitised again and `{{brand}}` filled, as on a CMS page.
 */
export function createListFaq(deps: Pick<TContentDeps, "db">) {
  return async function listFaq(query: {
    brand: TContentBrand;
    lang: TLang;
    group: TFaqGroup;
  }): Promise<TFaqEntry[]> {
    const rows = await findFaqCandidates(deps.db, { brandId: query.brand.id, group: query.group });
    const identifiers = [...new Set(rows.map((row) => row.identifier))].sort((a, b) =>
      a.localeCompare(b, "en", { numeric: true }),
    );
    const text = (value: string) => fillBrand(plainText(value), query.brand.name, false);
    return identifiers.flatMap((identifier) => {
      const row = chooseEntry(
        rows.filter((candidate) => candidate.identifier === identifier),
        query.brand.id,
        query.lang,
      );
      if (!row || row.deleted_at) return [];
      const answer = fillBrand(sanitizeContent(row.content), query.brand.name, true);
      return [
        {
          identifier,
          lang: row.lang,
          question: text(row.title),
          answer,
          meta_title: text(row.meta_title),
          meta_description:
            text(row.meta_description) || fillBrand(describe(row.content), query.brand.name, false),
        },
      ];
    });
  };
}
