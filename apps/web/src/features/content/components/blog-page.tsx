import { Alert, Anchor, Card, Container, Loader, Pagination, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { useBlogList, useBlogPost, useContentLang } from "../api/content-api.ts";
import { HtmlContent } from "./html-content.tsx";
import { useMetaDescription } from "./use-meta-description.ts";
import "../styles.ts";

/** A post's publication date, as the language writes it ("15 September 2026"). */
const formatDate = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: "long" }).format(new Date(iso));

/** #/{lang}/content (spec §2 content, the offers sidebar's link): the blog's posts, 5 a page. */
export function ContentPage() {
  const { identifier } = useParams();
  return identifier ? <BlogPost key={identifier} identifier={identifier} /> : <BlogList />;
}

function BlogList() {
  const { t } = useTranslation("content");
  const { lang: langParam } = useParams();
  const lang = useContentLang();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get("page")) || 1);
  const list = useBlogList(lang, page);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / 5)) : 1;
  useMetaDescription(t("blog.description"));

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <PageTitle>{t("blog.title")}</PageTitle>
        <Text c="dimmed">{t("blog.lead")}</Text>
        {list.isPending && <Loader aria-label={t("loading")} />}
        {list.data?.rows.length === 0 && <Text>{t("blog.empty")}</Text>}
        <Stack gap="md" data-testid="blog-list">
          {list.data?.rows.map((post) => (
            <Card key={post.identifier} withBorder component="article">
              <Title order={2} size="h3">
                <Anchor component={Link} to={`/${langParam}/content/${post.identifier}`}>
                  {post.title}
                </Anchor>
              </Title>
              <Text size="sm" c="dimmed">
                {formatDate(post.published_at, lang)}
              </Text>
              <Text mt="xs">{post.summary}</Text>
            </Card>
          ))}
        </Stack>
        {pages > 1 && (
          <Pagination
            total={pages}
            value={page}
            onChange={(next) => setSearch({ page: String(next) })}
            getControlProps={(control) => ({ "aria-label": t(`blog.pagination.${control}`) })}
            getItemProps={(item) => ({ "aria-label": t("blog.pagination.page", { page: item }) })}
          />
        )}
      </Stack>
    </Container>
  );
}

function BlogPost({ identifier }: { identifier: string }) {
  const { t } = useTranslation("content");
  const { lang: langParam } = useParams();
  const lang = useContentLang();
  const post = useBlogPost(lang, identifier);
  useMetaDescription(post.data?.meta_description);

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Anchor component={Link} to={`/${langParam}/content`} size="sm">
          {t("blog.back")}
        </Anchor>
        {post.isPending && <Loader aria-label={t("loading")} />}
        {post.isError && (
          <>
            <PageTitle>{t("notFound.title")}</PageTitle>
            <Alert color="red" role="alert">
              {t("notFound.text")}
            </Alert>
          </>
        )}
        {post.data && (
          <article>
            <Stack gap="sm">
              <PageTitle tabTitle={post.data.meta_title}>{post.data.title}</PageTitle>
              <Text size="sm" c="dimmed">
                {formatDate(post.data.published_at, lang)}
              </Text>
              <HtmlContent html={post.data.content} />
            </Stack>
          </article>
        )}
      </Stack>
    </Container>
  );
}
