// @mantine/hooks with a useId that gives its id at the first render and keeps it. The library's
// own hook replaces React's id with a random one in a layout effect after mounting, for
// server-rendered markup this app does not have: a state update during React's commit, which React
// renders synchronously in the same task, so every Mantine input, popover and combobox rendered
// itself twice in the page's longest task (issue 16, decision 066). Imports of "@mantine/hooks"
// come here through build/library-shims.ts; this file's own import reaches the library.
import { useId as useReactId } from "react";

export * from "@mantine/hooks";

/** Mantine's `useId`: the given id, or one derived from React's (stable, unique in the root). */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === "string" ? staticId : `mantine-${reactId.replace(/:/g, "")}`;
}
