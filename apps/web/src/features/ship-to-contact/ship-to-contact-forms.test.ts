import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { emptyDutyRow } from "../../components/customs/goods-rows-values.ts";
import { infoResolver } from "./ship-to-contact-forms.ts";
import { emptyInfo, type TInfoValues } from "./ship-to-contact-values.ts";

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<TInfoValues>;
const errorsOf = async (values: TInfoValues, customs: boolean) =>
  Object.keys((await infoResolver(values, { customs }, options)).errors);

describe("the ship-to-contact info form's checks", () => {
  const info = { ...emptyInfo(), content: "Shirts", duties: [emptyDutyRow("US")] };

  it("checks the goods rows only when customs apply", async () => {
    expect(await errorsOf(info, false)).toEqual([]);
    expect(await errorsOf(info, true)).toEqual(["duties"]);
    const filled = {
      ...info,
      duties: [{ ...emptyDutyRow("US"), desc: "Cotton shirts", unit_price: "25.50" }],
    };
    expect(await errorsOf(filled, true)).toEqual([]);
  });
});
