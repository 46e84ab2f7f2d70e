import { Accordion, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FaqAnswer } from "../../../components/faq-answer.tsx";
import { useFaq } from "../../../lib/faq.ts";

/** The ten questions of the my-store page (spec §2), edited in the console (decision 059). */
export function MyStoreFaq() {
  const { t } = useTranslation("myStore");
  const faq = useFaq("my-store");
  return (
    <>
      <Title order={2} size="h3">
        {t("faq.title")}
      </Title>
      <Accordion variant="separated" data-testid="my-store-faq">
        {(faq.data ?? []).map((entry) => (
          <Accordion.Item key={entry.identifier} value={entry.identifier}>
            <Accordion.Control>{entry.question}</Accordion.Control>
            <Accordion.Panel>
              <FaqAnswer html={entry.answer} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </>
  );
}
