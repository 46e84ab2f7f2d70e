import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { type TCountry, type TSubAccountAddBody, ZSubAccountAddBody } from "@ship/contracts";
import { SETTINGS_LIMITS as L, LOGIN_MAX } from "@ship/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert.tsx";
import { apiRequest } from "../../../lib/api-client.ts";
import { contractResolver } from "../../../lib/form-resolver.ts";
import { applyServerErrors } from "../../../lib/server-errors.ts";
import { showSuccessToast } from "../../../lib/toast.ts";
import { useAddSubAccount } from "../api/sub-accounts-api.ts";

const FIELDS = new Set(["email", "fullname", "company", "city", "country_id"]);

/** Invites a sub-account: the API records it and e-mails a single-use registration link. */
export function AddSubAccountForm({ onAdded }: { onAdded: () => void }) {
  const { t, i18n } = useTranslation("subAccounts");
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddSubAccount();
  const countries = useQuery({
    queryKey: ["countries", i18n.language],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ success: true; data: TCountry[] }>(`/countries?lang=${i18n.language}`, { signal }))
        .data,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TSubAccountAddBody>({
    resolver: contractResolver<TSubAccountAddBody>(ZSubAccountAddBody),
    defaultValues: { email: "", fullname: "", company: "", city: "" },
  });

  const submit = handleSubmit((values) => {
    setFailure(null);
    add.mutate(values, {
      onSuccess: () => {
        reset();
        onAdded();
        showSuccessToast(t("toasts.invited", { email: values.email }));
      },
      onError: (error) =>
        setFailure(applyServerErrors(error, setError, (f) => (FIELDS.has(f) ? f : null), t("failed"))),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t("add.title")}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <TextInput
            type="email"
            label={t("fields.email")}
            required
            maxLength={LOGIN_MAX}
            error={errors.email?.message}
            {...register("email")}
          />
          <TextInput
            label={t("fields.fullname")}
            required
            maxLength={L.subAccountLastname}
            error={errors.fullname?.message}
            {...register("fullname")}
          />
          <TextInput
            label={t("fields.company")}
            maxLength={L.subAccountCompany}
            error={errors.company?.message}
            {...register("company")}
          />
          <TextInput
            label={t("fields.city")}
            maxLength={L.city}
            error={errors.city?.message}
            {...register("city")}
          />
          <NativeSelect
            label={t("fields.country")}
            error={errors.country_id?.message}
            data={[
              { value: "", label: t("fields.noCountry") },
              ...(countries.data ?? []).map((country) => ({
                value: String(country.id),
                label: country.name,
              })),
            ]}
            {...register("country_id", { setValueAs: (value) => (value === "" ? undefined : Number(value)) })}
          />
        </SimpleGrid>
        <FormAlert message={failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            {t("add.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
