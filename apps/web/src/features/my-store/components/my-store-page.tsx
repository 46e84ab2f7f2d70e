import { Alert, Container, SimpleGrid, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../../../components/page-loader.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useSession } from "../../../lib/session.ts";
import { myStoreQuery } from "../api/my-store-api.ts";
import { GenericCard } from "./generic-card.tsx";
import { MyStoreFaq } from "./my-store-faq.tsx";
import { RecentOrders } from "./recent-orders.tsx";
import { StoreCard } from "./store-card.tsx";
import "./styles.ts";

/**
 * #/{lang}/my-store (spec §2 my stores info page): how each store sends its paid orders here as
 * pre-orders (webhook URL, secret, test order), the orders received lately, and ten FAQ items.
 */
export function MyStorePage() {
  const { t } = useTranslation("myStore");
  const { user } = useSession();
  const connections = useQuery({ ...myStoreQuery(user?.id ?? 0), enabled: user !== null });
  if (!user) return <PageLoader />;
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <PageTitle>{t("title")}</PageTitle>
        <Text>{t("intro")}</Text>
        {connections.isPending && <PageLoader />}
        {connections.isError && <Alert color="red">{connections.error.message}</Alert>}
        {connections.data && (
          <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
            {connections.data.stores.map((store) => (
              <StoreCard key={store.kind} store={store} />
            ))}
            <GenericCard generic={connections.data.generic} />
          </SimpleGrid>
        )}
        <RecentOrders userId={user.id} />
        <MyStoreFaq />
      </Stack>
    </Container>
  );
}
