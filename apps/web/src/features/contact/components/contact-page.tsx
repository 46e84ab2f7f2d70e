import { Anchor, Container, Paper, Stack, Tabs, Text } from "@mantine/core";
import { CONTACT_TABS, type TContactTab } from "@ship/domain";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { ContactUsForm } from "./contact-us-form.tsx";
import { DiscountForm } from "./discount-form.tsx";
import { PostPhoneTab } from "./post-phone-tab.tsx";
import { QuoteForm } from "./quote-form.tsx";
import "./styles.ts";

const PANELS: Record<TContactTab, () => React.JSX.Element> = {
  "contact-us": ContactUsForm,
  discount: DiscountForm,
  quote: QuoteForm,
  "post-phone": PostPhoneTab,
};

/** #/{lang}/contact/{tab} (spec §2 contact): four tabs, each tab its own address. */
export function ContactPage() {
  // The errors namespace: the forms show the API's own messages under their fields.
  const { t } = useTranslation(["contact", "errors"]);
  const { lang, tab } = useParams();
  const navigate = useNavigate();
  const active = CONTACT_TABS.find((candidate) => candidate === tab) ?? "contact-us";

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <PageTitle>{t("title")}</PageTitle>
        <Text c="dimmed">
          {t("lead")}{" "}
          <Anchor component={Link} to={`/${lang}/frequently-asked-questions`} underline="always">
            {t("faqLink")}
          </Anchor>
        </Text>
        <Tabs
          value={active}
          onChange={(next) => next && navigate(`/${lang}/contact/${next}`, { replace: true })}
        >
          <Tabs.List>
            {CONTACT_TABS.map((id) => (
              <Tabs.Tab key={id} value={id}>
                {t(`tabs.${id}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {CONTACT_TABS.map((id) => {
            const Panel = PANELS[id];
            return (
              <Tabs.Panel key={id} value={id} pt="md">
                {id === active && (
                  <Paper withBorder p="md">
                    <Panel />
                  </Paper>
                )}
              </Tabs.Panel>
            );
          })}
        </Tabs>
      </Stack>
    </Container>
  );
}
