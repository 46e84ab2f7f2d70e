import type { TShipToContactAddressInput } from "@ship/contracts";
import dayjs from "dayjs";
import { useMemo, useState } from "react";
import { defaultSettings, type TMassSettingsValues } from "./mass-settings.ts";
import type { TSettingsErrors } from "./settings-errors.ts";

/** The shared settings of a mass mailing page: the values, the chosen sender, the fields' errors. */
export function useMassSettings() {
  const today = useMemo(() => dayjs().format("YYYY-MM-DD"), []);
  const [values, setValues] = useState<TMassSettingsValues>(() => defaultSettings(today));
  const [sender, setSender] = useState<TShipToContactAddressInput | null>(null);
  const [errors, setErrors] = useState<TSettingsErrors>({});
  const change = (patch: Partial<TMassSettingsValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A field typed again loses its message; the next check says what is still wrong.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch.parcel ?? patch) as (keyof TSettingsErrors)[]) delete next[key];
      return next;
    });
  };
  return { today, values, change, sender, setSender, errors, setErrors };
}
export type TMassSettingsState = ReturnType<typeof useMassSettings>;
