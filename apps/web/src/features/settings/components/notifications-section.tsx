import { Stack } from "@mantine/core";
import type { TShipmentDefaults } from "@ship/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FormFooter } from "../../../components/form-footer.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { shipmentDefaultsQuery } from "../../../lib/account-settings.ts";
import { FlagField, NOTIFICATION_FLAGS, type TDefaultsForm } from "./defaults-fields.tsx";
import { useShipmentDefaultsForm } from "./shipment-defaults-section.tsx";

/** Section 5: the notification flags of the shipment defaults (spec §3). */
export function NotificationsSection({ userId }: { userId: number }) {
  const defaults = useQuery(shipmentDefaultsQuery(userId));
  if (!defaults.data) return <PageLoader />;
  return <NotificationsForm userId={userId} defaults={defaults.data} />;
}

function NotificationsForm({ userId, defaults }: { userId: number; defaults: TShipmentDefaults }) {
  const { t } = useTranslation("settings");
  const { form: rhf, failure, pending, save } = useShipmentDefaultsForm(userId, defaults, "flags");
  const { register, control, handleSubmit, formState } = rhf;
  const form: TDefaultsForm = { register, control, errors: formState.errors };
  const submit = handleSubmit((values) =>
    save(Object.fromEntries(NOTIFICATION_FLAGS.map((flag) => [flag, values[flag] ?? 0]))),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t("sections.notifications")}>
      <Stack gap="sm">
        {NOTIFICATION_FLAGS.map((flag) => (
          <FlagField key={flag} form={form} name={flag} />
        ))}
        <FormFooter failure={failure} pending={pending} label={t("save")} />
      </Stack>
    </form>
  );
}
