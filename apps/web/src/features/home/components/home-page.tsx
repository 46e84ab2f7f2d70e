import { Container, Stack } from "@mantine/core";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/ThemeIcon.css";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { QuoteForm } from "../../../components/quote-form/quote-form.tsx";
import { useBrand } from "../../../lib/brand.ts";
import type { THomeState } from "../../../lib/quote-flow.ts";
import { RenderLater } from "../../../lib/render-later.tsx";
import { returnScreenPath } from "../../../lib/return-to.ts";
import { useSession } from "../../../lib/session.ts";
import { Hero, Highlights } from "./hero.tsx";
import { HomeQuoteActions } from "./quote-actions.tsx";
import { WhatSection } from "./what-section.tsx";

/**
 * #/{lang}/index: the quote form between the presentation and the 'what' section. The redo
 * variant (remaking a shipment from the offers screen) shows the same form, prefilled. The form,
 * then the sections below it, are committed after the hero, each in a task of its own (decision 063).
 */
export function HomePage() {
  const { t } = useTranslation(["home", "quote"]);
  const { lang } = useParams();
  const location = useLocation();
  const state = (location.state ?? {}) as THomeState;
  const redo = state.redo === true;
  const { isLoggedIn } = useSession();
  // Spec §2/§4: a logged-in user is sent to the return screen at once (where the brand has one).
  const returnScreen = returnScreenPath(useBrand().menu);

  if (isLoggedIn && !redo && returnScreen) {
    return <Navigate to={`/${lang}/${returnScreen}`} replace />;
  }
  return (
    <Container size="lg" py="md">
      <Stack gap={40}>
        <Stack gap="lg">
          {redo ? <PageTitle>{t("quote:redoTitle")}</PageTitle> : <Hero />}
          <RenderLater>
            <QuoteForm redo={redo} failure={state.failure} actions={<HomeQuoteActions />} />
          </RenderLater>
        </Stack>
        <RenderLater>
          {!redo && <Highlights />}
          <WhatSection />
        </RenderLater>
      </Stack>
    </Container>
  );
}
