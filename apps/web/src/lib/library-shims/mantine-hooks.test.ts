import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useClipboard, useId } from "./mantine-hooks.ts";

function Ids({ staticId }: { staticId?: string }) {
  return createElement("p", null, `${useId(staticId)} ${useId()}`);
}

describe("the @mantine/hooks shim", () => {
  it("gives React's id as Mantine's initial one, distinct per call, or the given id", () => {
    const [first, second] = renderToStaticMarkup(createElement(Ids))
      .replace(/<\/?p>/g, "")
      .split(" ");
    expect(first).toMatch(/^mantine-[^:]+$/);
    expect(second).toMatch(/^mantine-[^:]+$/);
    expect(first).not.toBe(second);
    expect(renderToStaticMarkup(createElement(Ids, { staticId: "country" }))).toMatch(/^<p>country mantine-/);
  });

  it("passes the library's other hooks through", () => {
    expect(typeof useClipboard).toBe("function");
  });
});
