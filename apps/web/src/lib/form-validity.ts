import { useEffect, useState } from "react";
import type { FieldValues, Resolver, UseFormReturn } from "react-hook-form";

/**
 * Whether the form's values pass its resolver, checked once per task however many fields changed
 * or appeared in it. react-hook-form's own `formState.isValid` runs the whole resolver again for
 * every field that registers: a large form (the order page: zod, the spec §5 rules, phone numbers)
 * validated itself forty times in its first commit, one long task on a phone (decision 063).
 * While `needed` is false nothing is checked and the answer is false: a form whose submit also
 * waits for something else asks only then, so its checks need not load with the page (decision 068).
 */
export function useFormValidity<T extends FieldValues>(
  form: UseFormReturn<T>,
  resolver: Resolver<T>,
  needed = true,
): boolean {
  const [valid, setValid] = useState(false);
  useEffect(() => {
    if (!needed) {
      setValid(false);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let latest = 0;
    const check = () => {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        const run = ++latest;
        const result = await resolver(form.getValues(), undefined, {
          fields: {},
          shouldUseNativeValidation: false,
        });
        // A later change started another check: its answer is the one that counts.
        if (run === latest) setValid(Object.keys(result.errors).length === 0);
      }, 0);
    };
    check();
    const unsubscribe = form.subscribe({ formState: { values: true }, callback: check });
    return () => {
      clearTimeout(timer);
      latest++;
      unsubscribe();
    };
  }, [form, resolver, needed]);
  return needed && valid;
}
