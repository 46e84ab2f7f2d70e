import { ActionIcon, Box, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { PARCEL_FIELDS, PARCEL_MAX_DECIMALS, type TParcelField, type TUnitSystem } from "@ship/domain";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import type { FieldErrors, UseFieldArrayReturn, UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { createEmptyParcelLine, getParcelMaxChars, type TQuoteFormValues } from "./quote-form-values.ts";
import { useQuoteErrorText } from "./use-quote-error-text.ts";

type TParcelLinesProps = {
  lines: UseFieldArrayReturn<TQuoteFormValues, "parcels">;
  register: UseFormRegister<TQuoteFormValues>;
  errors: FieldErrors<TQuoteFormValues>;
  unit: TUnitSystem;
};

const FIELD_LABEL: Record<TParcelField, string> = {
  number: "parcels.number",
  weight: "parcels.weight",
  x: "parcels.length",
  y: "parcels.width",
  z: "parcels.height",
};

/** Parcel lines (spec §2, §5): add lines; a line can be removed while more than one is left. */
export function ParcelLines({ lines, register, errors, unit }: TParcelLinesProps) {
  const { t } = useTranslation("quote");
  const errorText = useQuoteErrorText();
  const units = { weight: t(`units.${unit}.weight`), length: t(`units.${unit}.length`) };
  const canRemove = lines.fields.length > 1;

  return (
    <Stack gap="sm">
      {lines.fields.map((line, index) => (
        <Paper key={line.id} withBorder p="sm" radius="md" data-testid={`parcel-line-${index}`}>
          <Group justify="space-between" mb={6} wrap="nowrap">
            <Text size="sm" fw={600}>
              {t("parcels.line", { index: index + 1 })}
            </Text>
            {canRemove && (
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => lines.remove(index)}
                aria-label={t("parcels.remove", { index: index + 1 })}
                data-testid={`parcel-${index}-remove`}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </Group>
          <Box
            style={{
              display: "grid",
              gap: "var(--mantine-spacing-xs)",
              gridTemplateColumns: "repeat(auto-fit, minmax(104px, 1fr))",
            }}
          >
            {PARCEL_FIELDS.map((field) => {
              const maxChars = getParcelMaxChars(field, unit);
              const error = errors.parcels?.[index]?.[field];
              return (
                <TextInput
                  key={field}
                  label={t(FIELD_LABEL[field], units)}
                  required
                  inputMode={field === "number" ? "numeric" : "decimal"}
                  autoComplete="off"
                  maxLength={maxChars}
                  data-testid={`parcel-${index}-${field}`}
                  error={errorText(error, {
                    max: error?.message === "validation.too_many_decimals" ? PARCEL_MAX_DECIMALS : maxChars,
                  })}
                  {...register(`parcels.${index}.${field}`)}
                />
              );
            })}
          </Box>
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => lines.append(createEmptyParcelLine())}
          data-testid="parcel-add"
        >
          {t("parcels.add")}
        </Button>
      </Group>
    </Stack>
  );
}
