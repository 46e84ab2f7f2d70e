import {
  endpointPath,
  SEPA_UPLOAD_FIELDS,
  settingsSepaMandateEndpoint,
  settingsSepaSignedEndpoint,
  settingsSepaStatusEndpoint,
  settingsSepaUploadEndpoint,
} from "@ship/contracts";
import { isLang } from "@ship/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { API_BASE, callEndpoint, uploadToEndpoint } from "../../../lib/api-client.ts";

/**
 * The direct-debit page's calls (decision 033). The status key starts with "settings", so saving
 * the bank details (a settings save) refreshes it: the mandate gets its reference then.
 */
export const mandateStatusQuery = queryOptions({
  queryKey: ["settings", "sepa-mandate"],
  queryFn: async ({ signal }) => (await callEndpoint(settingsSepaStatusEndpoint, {}, { signal })).data,
});

/** The mandate PDF, opened in a new window: built by the server for the session's user. */
export function mandatePdfUrl(lang: string): string {
  const query = isLang(lang) ? { lang } : {};
  return `${API_BASE}${endpointPath(settingsSepaMandateEndpoint, { query })}`;
}

export const signedMandateUrl = `${API_BASE}${endpointPath(settingsSepaSignedEndpoint, {})}`;

/** Spec §7 multipart POST /settings/sepa-upload (file, uid). */
export function useUploadSignedMandate(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(SEPA_UPLOAD_FIELDS.uid, String(userId));
      form.append(SEPA_UPLOAD_FIELDS.file, file);
      return uploadToEndpoint(settingsSepaUploadEndpoint, {}, form);
    },
    onSuccess: (answer) => queryClient.setQueryData(mandateStatusQuery.queryKey, answer.data),
  });
}
