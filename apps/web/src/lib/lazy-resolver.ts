import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A form resolver whose checks load on its first call (decision 068): a form's schema brings zod,
 * the contracts' schemas and libphonenumber, whose evaluation as the page's modules run was one of
 * a phone's longest tasks. The form mounts without them and validates once they are there; a failed
 * load is tried again on the next call.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
