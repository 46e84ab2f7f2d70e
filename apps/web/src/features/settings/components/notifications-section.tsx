import { Button, Group, Stack } from "@mantine/core";
import { type TShipmentDefaults, ZShipmentDefaults } from "@ship/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { shipmentDefaultsQuery } from "../../../lib/account-settings.ts";
import { contractResolver } from "../../../lib/form-resolver.ts";
import { FlagField, NOTIFICATION_FLAGS, type TDefaultsForm } from "./defaults-fields.tsx";
import { useSaveShipmentDefaults } from "./shipment-defaults-section.tsx";

/** Section 5: the notification flags of the shipment defaults (spec §3). */
export function NotificationsSection({ userId }: { userId: number }) {
  const defaults = useQuery(shipmentDefaultsQuery(userId));
  if (!defaults.data) return <PageLoader />;
  return <NotificationsForm userId={userId} defaults={defaults.data} />;
}

function NotificationsForm({ userId, defaults }: { userId: number; defaults: TShipmentDefaults }) {
  const { t } = useTranslation("settings");
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveShipmentDefaults(userId);
  const { register, control, handleSubmit, setError, formState } = useForm<TShipmentDefaults>({
    resolver: contractResolver<TShipmentDefaults>(ZShipmentDefaults),
    defaultValues: defaults,
  });
  const form: TDefaultsForm = { register, control, errors: formState.errors };
  const submit = handleSubmit((values) => {
    const flags = Object.fromEntries(NOTIFICATION_FLAGS.map((flag) => [flag, values[flag] ?? 0]));
    save.submit(flags, "flags", setError, setFailure);
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t("sections.notifications")}>
      <Stack gap="sm">
        {NOTIFICATION_FLAGS.map((flag) => (
          <FlagField key={flag} form={form} name={flag} />
        ))}
        <FormAlert message={failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t("save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
