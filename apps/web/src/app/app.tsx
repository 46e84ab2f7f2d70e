import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import "@mantine/notifications/styles.css";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { Suspense, useMemo } from "react";
import { PageLoader } from "../components/page-loader.tsx";
import { brandQuery } from "../lib/brand.ts";
import { BrandGate } from "./brand-gate.tsx";
import { queryClient } from "./query-client.ts";
import { AppRouter } from "./router.tsx";
import { createBrandTheme } from "./theme.ts";

function BrandedApp() {
  const brand = useQuery(brandQuery);
  const theme = useMemo(() => createBrandTheme(brand.data), [brand.data]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {/* The toasts of spec §8 (settings updated, ...). */}
      <Notifications position="top-right" zIndex={400} />
      <Suspense fallback={<PageLoader fullScreen />}>
        <BrandGate brand={brand}>
          <AppRouter />
        </BrandGate>
      </Suspense>
    </MantineProvider>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandedApp />
    </QueryClientProvider>
  );
}
