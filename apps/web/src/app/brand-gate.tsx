import { Alert, Button, Center, Stack } from "@mantine/core";
import type { TPublicBrand } from "@ship/contracts";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../components/page-loader.tsx";
import { BrandContext } from "../lib/brand.ts";
import { RevealApp } from "./reveal-app.ts";

/** Renders the app only once the brand is known: a loader meanwhile, an error with retry on failure. */
export function BrandGate({ brand, children }: { brand: UseQueryResult<TPublicBrand>; children: ReactNode }) {
  const { t } = useTranslation();
  const data = brand.data;

  useEffect(() => {
    if (!data) return;
    document.title = data.name;
    let icon = document.querySelector<HTMLLinkElement>("link[rel='icon']");
    if (!icon) {
      icon = document.createElement("link");
      icon.rel = "icon";
      document.head.append(icon);
    }
    icon.href = data.logo;
  }, [data]);

  if (data) return <BrandContext value={data}>{children}</BrandContext>;
  if (brand.isError) {
    return (
      <Center h="100dvh" p="md">
        <RevealApp />
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle />}
          title={t("brand.loadErrorTitle")}
          maw={480}
          role="alert"
        >
          <Stack gap="sm" align="flex-start">
            {t("brand.loadErrorText")}
            <Button onClick={() => brand.refetch()} loading={brand.isFetching}>
              {t("actions.retry")}
            </Button>
          </Stack>
        </Alert>
      </Center>
    );
  }
  return <PageLoader fullScreen />;
}
