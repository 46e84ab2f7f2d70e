import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { isLang } from "@ship/domain";
import { useTranslation } from "react-i18next";
import { useBrand } from "../../../lib/brand.ts";
import { useCountryNames } from "../../../lib/countries.ts";

/** Spec §2 contact, tab "post and phone": the brand's postal address, phone line and hours. */
export function PostPhoneTab() {
  const { t, i18n } = useTranslation("contact");
  const brand = useBrand();
  const countryName = useCountryNames(i18n.language);
  const contact = brand.contact;
  const seller = brand.seller;
  const address = contact ?? seller;
  const lang = isLang(i18n.language) ? i18n.language : "en";
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="post-phone">
      {address && (
        <Paper withBorder p="md">
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t("post.title")}
            </Title>
            <Text component="address" style={{ fontStyle: "normal" }}>
              {address.company}
              <br />
              {address.address1}
              {address.address2 && (
                <>
                  <br />
                  {address.address2}
                </>
              )}
              <br />
              {address.postcode} {address.city}
              <br />
              {countryName(address.country_code)}
            </Text>
          </Stack>
        </Paper>
      )}
      {contact && (
        <Paper withBorder p="md">
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t("phone.title")}
            </Title>
            <Anchor href={`tel:${contact.phone.replace(/\s/g, "")}`}>{contact.phone}</Anchor>
            {contact.hours && <Text size="sm">{contact.hours[lang]}</Text>}
            <Text size="sm">
              {t("phone.email")}{" "}
              <Anchor href={`mailto:${contact.email}`} underline="always">
                {contact.email}
              </Anchor>
            </Text>
          </Stack>
        </Paper>
      )}
    </SimpleGrid>
  );
}
