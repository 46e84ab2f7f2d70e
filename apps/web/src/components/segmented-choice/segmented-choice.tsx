import { useId } from "react";
import classes from "./segmented-choice.module.css";

export type TSegmentedChoiceItem<V extends string> = { value: V; label: string };

type TProps<V extends string> = {
  value: V;
  onChange: (value: V) => void;
  data: readonly TSegmentedChoiceItem<V>[];
  size?: "xs" | "sm";
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "data-testid"?: string;
};

/**
 * A choice of two or three options shown side by side, as Mantine's SegmentedControl drew it: a
 * group of native radio buttons (keyboard and screen readers as any radio group) styled by CSS
 * alone. Mantine's control measures its options after mounting to slide its indicator: a forced
 * layout of the page and a state update in React's commit, which made the quote form's commit one
 * of the page's longest tasks (issue 16, decision 066).
 */
export function SegmentedChoice<V extends string>({
  value,
  onChange,
  data,
  size = "sm",
  ...attributes
}: TProps<V>) {
  const name = useId();
  return (
    <div role="radiogroup" className={classes.root} data-size={size} {...attributes}>
      {data.map((item) => (
        <label key={item.value} className={classes.option}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={item.value}
            checked={item.value === value}
            onChange={() => onChange(item.value)}
          />
          <span className={classes.label}>{item.label}</span>
        </label>
      ))}
    </div>
  );
}
