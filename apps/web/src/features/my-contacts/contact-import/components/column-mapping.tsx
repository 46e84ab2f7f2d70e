import { Select } from "@mantine/core";
import { CONTACT_IMPORT_HEADERS, type TContactImportMapping } from "@ship/contracts";
import { CONTACT_IMPORT_FIELDS, isLang, type TContactImportField } from "@ship/domain";
import { useTranslation } from "react-i18next";

const NOT_IMPORTED = "";

/**
 * The mapping with `field` given to `column`: a field fills one column only (the API refuses it
 * twice), so the column that had it loses it.
 */
export function remap(
  mapping: TContactImportMapping,
  column: number,
  field: TContactImportField | null,
): TContactImportMapping {
  return mapping.map((current, index) => {
    if (index === column) return field;
    return field !== null && current === field ? null : current;
  });
}

/** One column's contact field, chosen among the fields (labelled as the templates' headers). */
export function ColumnFieldSelect({
  column,
  header,
  value,
  onChange,
  disabled,
}: {
  column: number;
  header: string;
  value: TContactImportField | null;
  onChange: (field: TContactImportField | null) => void;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation("contactImport");
  const lang = isLang(i18n.resolvedLanguage ?? "") ? (i18n.resolvedLanguage as "en" | "fr" | "es") : "en";
  const data = [
    { value: NOT_IMPORTED, label: t("preview.notImported") },
    ...CONTACT_IMPORT_FIELDS.map((field) => ({ value: field, label: CONTACT_IMPORT_HEADERS[lang][field] })),
  ];
  return (
    <Select
      size="xs"
      miw={150}
      data={data}
      value={value ?? NOT_IMPORTED}
      allowDeselect={false}
      disabled={disabled}
      aria-label={t("preview.fieldOf", { column: header })}
      data-testid={`column-field-${column}`}
      onChange={(next) => onChange(next ? (next as TContactImportField) : null)}
    />
  );
}
