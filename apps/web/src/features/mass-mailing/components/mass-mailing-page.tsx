import "./styles.ts";
import { Anchor, Button, Container, Group, Stack, Text } from "@mantine/core";
import type { TContact } from "@ship/contracts";
import { IconFileSpreadsheet, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { AddressBookModal } from "../../../components/contacts/address-book-modal.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { MASS_UPLOAD_PATH } from "../mass-mailing-store.ts";
import { checkSettings, toSettingsInput } from "../mass-settings.ts";
import { placeIssues } from "../settings-errors.ts";
import { useMassRating } from "../use-mass-rating.ts";
import { useMassSettings } from "../use-mass-settings.ts";
import { RatingProgressCard } from "./rating-progress-card.tsx";
import { RecipientsSection } from "./recipients-section.tsx";
import { BOOK_PAGE_SIZE, ProblemsBox, SettingsForm } from "./settings-form.tsx";

/**
 * #/{lang}/mass-mailing (spec §2, issue 14): recipients chosen from the address book, the shared
 * settings, then Compare: spec §5's rules checked here (domain checkMassMailing, each problem
 * naming its row) and by the API, and a bar that follows the recipients rated.
 */
export function MassMailingPage() {
  const { t } = useTranslation("massMailing");
  const { lang = "fr" } = useParams();
  const settings = useMassSettings();
  const [recipients, setRecipients] = useState<TContact[]>([]);
  const [booking, setBooking] = useState(false);
  const rating = useMassRating(settings.setErrors);
  const general = rating.failure?.general ?? [];
  const recipientsError = general.length > 0 && recipients.length === 0 ? (general[0] ?? null) : null;

  const addRecipients = (chosen: TContact[]) => {
    const known = new Set(recipients.map((contact) => contact.id));
    setRecipients([...recipients, ...chosen.filter((contact) => !known.has(contact.id))]);
    rating.setFailure(null);
  };

  const compare = () => {
    const issues = checkSettings(settings.values, recipients.length);
    if (issues.length > 0) {
      const placed = placeIssues(issues, lang);
      settings.setErrors(placed.fields);
      rating.setFailure(placed);
      return;
    }
    settings.setErrors({});
    rating.rate({
      shipment: toSettingsInput(settings.values, settings.sender),
      contact_ids: recipients.map((contact) => contact.id),
    });
  };

  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <PageTitle>{t("title")}</PageTitle>
          <Text c="dimmed">{t("intro")}</Text>
          <Anchor component={Link} to={`/${lang}/${MASS_UPLOAD_PATH}`} size="sm" data-testid="mass-to-upload">
            <Group gap={4} component="span">
              <IconFileSpreadsheet size={16} aria-hidden />
              {t("toUpload")}
            </Group>
          </Anchor>
        </Stack>
        <RecipientsSection
          recipients={recipients}
          error={recipientsError}
          onOpenBook={() => setBooking(true)}
          onRemove={(contact) => setRecipients(recipients.filter((other) => other.id !== contact.id))}
        />
        <SettingsForm state={settings} />
        <ProblemsBox messages={recipientsError ? general.slice(1) : general} />
        {rating.progress !== null ? (
          <RatingProgressCard progress={rating.progress} recipients={recipients.length} />
        ) : (
          <Group justify="flex-end">
            <Button
              size="md"
              leftSection={<IconSearch size={18} aria-hidden />}
              onClick={compare}
              data-testid="mass-compare"
            >
              {t("compare", { count: recipients.length })}
            </Button>
          </Group>
        )}
      </Stack>
      {booking && (
        <AddressBookModal
          opened
          onClose={() => setBooking(false)}
          onChoose={addRecipients}
          pageSize={BOOK_PAGE_SIZE}
          multiple
          title={t("recipients.choose")}
        />
      )}
    </Container>
  );
}
