import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The console's lists, newest first: a page of newer rows, a page of older ones (50 a page). */
export function NewerOlder({
  page,
  hasMore,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation("console");
  return (
    <Group>
      <Button variant="default" disabled={page === 1} onClick={() => onPage(page - 1)}>
        {t("audit.newer")}
      </Button>
      <Button variant="default" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {t("audit.older")}
      </Button>
    </Group>
  );
}
