import { Select } from "@mantine/core";
import { isProfessionalParent } from "@ship/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useSession } from "../../../lib/session.ts";
import { userShipmentsQuery } from "../api/history.ts";

const ALL = "all";

/**
 * Spec §2: business accounts see a sub-account filter. A professional parent narrows every list of
 * my account to itself or one of its sub-accounts (the lists answer them in `sub_accounts`);
 * undefined lists everyone's.
 */
export function SubAccountFilter(props: {
  value: number | undefined;
  onChange: (userId: number | undefined) => void;
}) {
  const { t } = useTranslation("myAccount");
  const { lang = "fr" } = useParams();
  const { user } = useSession();
  const isParent = isProfessionalParent(user);
  const first = useQuery({ ...userShipmentsQuery({ rows: 1 }, lang), enabled: isParent });
  const subAccounts = first.data?.sub_accounts ?? [];
  if (!isParent || !user || subAccounts.length === 0) return null;
  const data = [
    { value: ALL, label: t("sub_accounts.all") },
    { value: String(user.id), label: t("sub_accounts.mine") },
    ...subAccounts.map((subAccount) => ({ value: String(subAccount.id), label: subAccount.name })),
  ];
  return (
    <Select
      label={t("sub_accounts.label")}
      data={data}
      value={props.value === undefined ? ALL : String(props.value)}
      onChange={(value) => props.onChange(value === null || value === ALL ? undefined : Number(value))}
      allowDeselect={false}
      w={{ base: "100%", sm: 320 }}
      data-testid="sub-account-filter"
    />
  );
}
