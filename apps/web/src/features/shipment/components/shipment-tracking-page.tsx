import { Container, Paper, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { HOME_PATH } from "../../../lib/page-paths.ts";
import { TrackingEvents } from "./tracking-events.tsx";

const SHIPMENT_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** #/{lang}/shipment-tracking/{shipmentId} (spec §2): the tracking events of one shipment. */
export function ShipmentTrackingPage() {
  const { t } = useTranslation("shipment");
  const { lang, shipmentId = "" } = useParams();
  if (!SHIPMENT_ID.test(shipmentId)) return <Navigate to={`/${lang}/${HOME_PATH}`} replace />;
  return (
    <Container size="sm" py="md">
      <Stack gap="lg">
        <PageTitle>{t("tracking.title")}</PageTitle>
        <Paper withBorder radius="md" p="md">
          <TrackingEvents shipmentId={shipmentId} />
        </Paper>
      </Stack>
    </Container>
  );
}
