import { MantineProvider } from "@mantine/core";
import "@mantine/notifications/styles.css";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useMemo } from "react";
import { PageLoader } from "../components/page-loader.tsx";
import { brandQuery } from "../lib/brand.ts";
import { readStyleNonce } from "../lib/style-nonce.ts";
import { BrandGate } from "./brand-gate.tsx";
import { queryClient } from "./query-client.ts";
import { AppRouter } from "./router.tsx";
import { createBrandTheme } from "./theme.ts";

// The toasts' container (and its transitions) is not needed for the first paint: loaded beside the
// page. A toast shown before it arrives waits in the notifications store and appears with it.
const Notifications = lazy(async () => ({ default: (await import("@mantine/notifications")).Notifications }));

function BrandedApp() {
  const brand = useQuery(brandQuery);
  const theme = useMemo(() => createBrandTheme(brand.data), [brand.data]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" getStyleNonce={readStyleNonce}>
      {/* The toasts of spec §8 (settings updated, ...). */}
      <Suspense fallback={null}>
        <Notifications position="top-right" zIndex={400} />
      </Suspense>
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
