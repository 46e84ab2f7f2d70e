import { Alert, Container, Loader, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { useCmsPage, useContentLang } from "../api/content-api.ts";
import { HtmlContent } from "./html-content.tsx";
import { useMetaDescription } from "./use-meta-description.ts";
import "../styles.ts";

/**
 * One CMS page of the brand (spec §2 cms/{id}, §7 /cms/get): its title as the page's heading, its
 * meta title as the browser tab's, its meta description, its sanitised HTML. `children` follow the
 * text (the business account's buttons, the connectors' links).
 */
export function CmsPage({ identifier, children }: { identifier: string; children?: ReactNode }) {
  const { t } = useTranslation("content");
  const lang = useContentLang();
  const page = useCmsPage(lang, identifier);
  useMetaDescription(page.data?.meta_description);

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        {page.isPending && <Loader aria-label={t("loading")} />}
        {page.isError && (
          <>
            <PageTitle>{t("notFound.title")}</PageTitle>
            <Alert color="red" role="alert">
              {t("notFound.text")}
            </Alert>
          </>
        )}
        {page.data && (
          <>
            <PageTitle tabTitle={page.data.meta_title}>{page.data.title}</PageTitle>
            <HtmlContent html={page.data.content} />
            {children}
          </>
        )}
      </Stack>
    </Container>
  );
}

/** #/{lang}/cms/{id}: any CMS page by its identifier. */
export function CmsRoutePage() {
  const { id = "" } = useParams();
  return <CmsPage key={id} identifier={id} />;
}

/** #/{lang}/terms-of-sale: the brand's terms of sale, edited in the console. */
export const TermsOfSalePage = () => <CmsPage identifier="terms-of-sale" />;

/** #/{lang}/shipping-requirements: the brand's shipping requirements, edited in the console. */
export const ShippingRequirementsPage = () => <CmsPage identifier="shipping-requirements" />;

/** #/{lang}/about (spec §2). */
export const AboutPage = () => <CmsPage identifier="about" />;
