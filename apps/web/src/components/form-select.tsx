import { Select, type SelectProps } from "@mantine/core";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";

/**
 * A Select bound to a field of a react-hook-form form. An empty field ("" or unset) shows no
 * choice; clearing the Select gives the form `cleared` (what that field holds when empty).
 */
export function FormSelect<TValues extends FieldValues>({
  control,
  name,
  cleared,
  ...select
}: Omit<SelectProps, "name" | "value" | "onChange"> & {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  cleared: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          {...select}
          value={field.value === "" || field.value === undefined ? null : field.value}
          onChange={(value) => field.onChange(value ?? cleared)}
        />
      )}
    />
  );
}
