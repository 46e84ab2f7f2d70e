import { Anchor, Button, Group } from "@mantine/core";
import { IconArrowDown, IconUserPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { isPageRegistered, REGISTER_PATH } from "../../../lib/page-paths.ts";

/** The home quote form's own actions (spec §2): create-account button, scroll link to 'what'. */
export function HomeQuoteActions() {
  const { t } = useTranslation("quote");
  const { lang } = useParams();
  return (
    <>
      {isPageRegistered(REGISTER_PATH) && (
        <Button
          component={Link}
          to={`/${lang}/${REGISTER_PATH}`}
          size="md"
          variant="default"
          leftSection={<IconUserPlus size={18} aria-hidden />}
        >
          {t("actions.createAccount")}
        </Button>
      )}
      <Anchor
        component="button"
        type="button"
        size="sm"
        ml={{ sm: "auto" }}
        onClick={() =>
          document.getElementById("what")?.scrollIntoView({ behavior: "smooth", block: "start" })
        }
      >
        <Group gap={4} component="span">
          {t("actions.what")}
          <IconArrowDown size={14} aria-hidden />
        </Group>
      </Anchor>
    </>
  );
}
