import { Checkbox } from "@mantine/core";
import type { ReactNode } from "react";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";

/** A checkbox for one of the API's 0/1 flags (terms, newsletter, hazardous goods...): checked is 1. */
export function FlagCheckbox<TValues extends FieldValues>(props: {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  label: ReactNode;
  error: string | undefined;
  testId?: string;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <Checkbox
          label={props.label}
          checked={field.value === 1}
          onChange={(event) => field.onChange(event.currentTarget.checked ? 1 : 0)}
          error={props.error}
          data-testid={props.testId}
        />
      )}
    />
  );
}
