import { Accordion, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The ten questions of the my-store page (spec §2). */
const FAQ_IDS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"] as const;

export function MyStoreFaq() {
  const { t } = useTranslation("myStore");
  return (
    <>
      <Title order={2} size="h3">
        {t("faq.title")}
      </Title>
      <Accordion variant="separated" data-testid="my-store-faq">
        {FAQ_IDS.map((id) => (
          <Accordion.Item key={id} value={id}>
            <Accordion.Control>{t(`faq.q${id}`)}</Accordion.Control>
            <Accordion.Panel>{t(`faq.a${id}`)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </>
  );
}
