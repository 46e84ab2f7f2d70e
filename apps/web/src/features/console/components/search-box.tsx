import { Button, Group, TextInput } from "@mantine/core";
import { CONSOLE_SEARCH_MAX, CONSOLE_SEARCH_MIN } from "@ship/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** A search of 2 to 100 characters, sent on submit; shorter shows the field's error. */
export function SearchBox({ label, onSearch }: { label: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation("console");
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        const q = text.trim();
        if (q.length < CONSOLE_SEARCH_MIN) return setError(t("search.tooShort", { min: CONSOLE_SEARCH_MIN }));
        setError(null);
        onSearch(q);
      }}
    >
      <Group align="flex-end">
        <TextInput
          label={label}
          value={text}
          maxLength={CONSOLE_SEARCH_MAX}
          error={error}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button type="submit">{t("search.submit")}</Button>
      </Group>
    </form>
  );
}
