import {
  Anchor,
  Badge,
  Button,
  Container,
  CopyButton,
  Group,
  List,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import type { TSponsorshipRow } from "@ship/contracts";
import { REFERRAL_VALID_MONTHS } from "@ship/domain";
import {
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandX,
  IconCheck,
  IconCopy,
  IconMail,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../../../components/page-loader.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { formatMoney } from "../../../lib/format.ts";
import { useSession } from "../../../lib/session.ts";
import { referralQuery } from "../api/referral-api.ts";
import { shareLinksOf, type TShareLink } from "../share-links.ts";
import { InvitationForm } from "./invitation-form.tsx";
import "./styles.ts";

const SHARE_ICONS: Record<TShareLink["id"], typeof IconMail> = {
  facebook: IconBrandFacebook,
  x: IconBrandX,
  linkedin: IconBrandLinkedin,
  whatsapp: IconBrandWhatsapp,
  email: IconMail,
};

const STATUS_COLORS: Record<TSponsorshipRow["status"], string> = {
  pending: "blue",
  rewarded: "green",
  refused: "gray",
  expired: "gray",
};

function PersonalLink({ url }: { url: string }) {
  const { t } = useTranslation("referral");
  const links = shareLinksOf(url, t("share.text"), t("share.subject"));
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t("link.label")}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          data-testid="referral-link"
        />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              onClick={copy}
              color={copied ? "green" : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            >
              {copied ? t("link.copied") : t("link.copy")}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Group gap="xs" aria-label={t("share.title")}>
        {links.map((link) => {
          const Icon = SHARE_ICONS[link.id];
          return (
            <Button
              key={link.id}
              component="a"
              href={link.href}
              target={link.id === "email" ? undefined : "_blank"}
              rel="noopener noreferrer"
              variant="default"
              leftSection={<Icon size={16} />}
            >
              {t(`share.${link.id}`)}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}

function SponsoredList({ rows, lang }: { rows: TSponsorshipRow[]; lang: string }) {
  const { t } = useTranslation("referral");
  const date = (iso: string) => new Intl.DateTimeFormat(lang, { dateStyle: "medium" }).format(new Date(iso));
  if (rows.length === 0) return <Text c="dimmed">{t("list.empty")}</Text>;
  return (
    <ScrollArea>
      <Table striped data-testid="sponsored-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("list.email")}</Table.Th>
            <Table.Th>{t("list.registered")}</Table.Th>
            <Table.Th>{t("list.validUntil")}</Table.Th>
            <Table.Th>{t("list.status")}</Table.Th>
            <Table.Th ta="right">{t("list.reward")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.email}-${row.registered_at}`}>
              <Table.Td>{row.email}</Table.Td>
              <Table.Td>{date(row.registered_at)}</Table.Td>
              <Table.Td>{date(`${row.valid_until}T12:00:00Z`)}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[row.status]} variant="light">
                  {t(`status.${row.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">{formatMoney(row.reward_cents, "EUR", lang)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** #/{lang}/refer-contacts (spec §2 referral): the personal link, sharing, invitations, rewards. */
export function ReferContactsPage() {
  const { t, i18n } = useTranslation("referral");
  const { user } = useSession();
  const lang = i18n.language;
  const referral = useQuery({ ...referralQuery(user?.id ?? 0, lang), enabled: user !== null });
  if (!user) return null;
  const data = referral.data;
  const reward = formatMoney(data?.reward_cents ?? 2000, "EUR", lang, "short");

  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <PageTitle>{t("title")}</PageTitle>
        <Paper withBorder p="md">
          <Text fw={600}>{t("intro", { reward, months: REFERRAL_VALID_MONTHS })}</Text>
          <List size="sm" mt="xs">
            <List.Item>{t("rules.self")}</List.Item>
            <List.Item>{t("rules.email")}</List.Item>
            <List.Item>{t("rules.company")}</List.Item>
            <List.Item>{t("rules.validity", { months: REFERRAL_VALID_MONTHS })}</List.Item>
          </List>
        </Paper>
        {!data ? (
          <PageLoader />
        ) : (
          <>
            <Paper withBorder p="md">
              <Title order={2} size="h4" mb="sm">
                {t("link.title")}
              </Title>
              <PersonalLink url={data.url} />
              <Text size="sm" c="dimmed" mt="xs">
                {t("link.code", { code: data.code })}
              </Text>
            </Paper>
            <Paper withBorder p="md">
              <Title order={2} size="h4" mb="sm">
                {t("invite.title")}
              </Title>
              <InvitationForm userId={user.id} ownEmail={user.email} />
            </Paper>
            <Paper withBorder p="md">
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h4">
                  {t("list.title")}
                </Title>
                <Text data-testid="rewarded-total">
                  {t("list.total", { amount: formatMoney(data.rewarded_cents, "EUR", lang) })}
                </Text>
              </Group>
              <SponsoredList rows={data.sponsorships} lang={lang} />
              <Anchor href={`#/${lang}/loyalty`} size="sm" mt="sm" display="block">
                {t("list.loyaltyLink")}
              </Anchor>
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
}
