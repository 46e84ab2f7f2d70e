import { Container, Stack, Tabs } from "@mantine/core";
import "@mantine/core/styles/Tabs.css";
import type { TContact } from "@ship/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ContactForm } from "../../../components/contacts/contact-form.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useSession } from "../../../lib/session.ts";
import { ContactList } from "./contact-list.tsx";

type TTabProps = {
  userId: number;
  editing: TContact | undefined;
  edit: (contact: TContact | undefined) => void;
};

/**
 * The page's tabs, in order, chosen by `onglet` (0, 1, ...). Spec §2 lists a third, Import a list:
 * it is one more entry here.
 */
const TABS: {
  testId: string;
  label: (editing: boolean) => string;
  Panel: (props: TTabProps) => React.ReactNode;
}[] = [
  {
    testId: "tab-contacts",
    label: () => "tabs.list",
    Panel: ({ userId, edit }) => <ContactList userId={userId} onEdit={edit} />,
  },
  {
    testId: "tab-contact-form",
    label: (editing) => (editing ? "tabs.edit" : "tabs.add"),
    Panel: ({ editing, edit }) => (
      <ContactForm
        key={editing?.id ?? "new"}
        contact={editing}
        onSaved={() => edit(undefined)}
        onCancel={editing ? () => edit(undefined) : undefined}
      />
    ),
  },
];

/** #/{lang}/my-contacts (spec §2 My contacts): All contacts and Add/edit contact, tab by `onglet`. */
export function MyContactsPage() {
  const { t } = useTranslation("contacts");
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<TContact | undefined>(undefined);
  const asked = Number(params.get("onglet") ?? 0);
  const tab = Number.isInteger(asked) && asked >= 0 && asked < TABS.length ? asked : 0;
  const open = (index: number) => setParams(index === 0 ? {} : { onglet: String(index) }, { replace: true });
  // Editing opens the form's tab; a save or a cancel goes back to the list.
  const edit = (contact: TContact | undefined) => {
    setEditing(contact);
    open(contact ? 1 : 0);
  };
  if (!user) return <PageLoader />;
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <PageTitle>{t("title")}</PageTitle>
        <Tabs
          value={String(tab)}
          onChange={(value) => {
            setEditing(undefined);
            open(Number(value ?? 0));
          }}
          keepMounted={false}
        >
          <Tabs.List>
            {TABS.map(({ testId, label }, index) => (
              <Tabs.Tab key={testId} value={String(index)} data-testid={testId}>
                {t(label(editing !== undefined))}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map(({ testId, Panel }, index) => (
            <Tabs.Panel key={testId} value={String(index)} pt="md">
              <Panel userId={user.id} editing={editing} edit={edit} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
