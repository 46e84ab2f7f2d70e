import { Button, List, Modal, Stack, Text } from "@mantine/core";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/Modal.css";
import { useTranslation } from "react-i18next";

// Spec §5 hazardous goods declaration: what may not be sent (in en, fr and es via the catalog).
const ITEMS = [
  "lithium_batteries",
  "perfumes",
  "e_cigarettes",
  "aerosols",
  "gas_bottles",
  "extinguishers",
  "explosives",
  "flammable",
  "weapons",
  "drugs",
] as const;

/** The prohibited goods modal (spec §2). */
export function ProhibitedGoodsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation("order");
  return (
    <Modal opened={opened} onClose={onClose} title={t("prohibited.title")} size="lg" centered>
      <Stack gap="sm" data-testid="prohibited-goods-modal">
        <Text size="sm">{t("prohibited.intro")}</Text>
        <List size="sm" spacing={4}>
          {ITEMS.map((item) => (
            <List.Item key={item}>{t(`prohibited.items.${item}`)}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {t("prohibited.outro")}
        </Text>
        <Button onClick={onClose} data-testid="prohibited-goods-close" style={{ alignSelf: "flex-end" }}>
          {t("prohibited.close")}
        </Button>
      </Stack>
    </Modal>
  );
}
