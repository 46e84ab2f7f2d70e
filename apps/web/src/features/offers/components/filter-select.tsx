import { Select } from "@mantine/core";
import { useTranslation } from "react-i18next";

type TFilterSelectProps<T extends string> = {
  name: "shipping" | "delivery";
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
};

/** One filter of the offers (spec §2): at shipping (pickup or drop-off) or at delivery. */
export function FilterSelect<T extends string>({ name, value, options, onChange }: TFilterSelectProps<T>) {
  const { t } = useTranslation("offers");
  return (
    <Select
      label={t(`filters.${name}`)}
      size="sm"
      w={name === "shipping" ? 210 : 230}
      value={value}
      allowDeselect={false}
      onChange={(next) => {
        const option = options.find((item) => item === next);
        if (option) onChange(option);
      }}
      data={options.map((option) => ({ value: option, label: t(`filters.${name}Options.${option}`) }))}
      data-testid={`filter-${name}`}
    />
  );
}
