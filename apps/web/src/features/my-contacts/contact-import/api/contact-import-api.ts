import {
  CONTACT_UPLOAD_FIELDS,
  contactImportCancelEndpoint,
  contactImportCheckEndpoint,
  contactImportEndpoint,
  contactImportReportEndpoint,
  contactTemplateEndpoint,
  contactUploadEndpoint,
  endpointPath,
  type TContactImportMapping,
} from "@ship/contracts";
import { isLang } from "@ship/domain";
import { useMutation } from "@tanstack/react-query";
import { API_BASE, callEndpoint, uploadToEndpoint } from "../../../../lib/api-client.ts";

const langQuery = (lang: string) => (isLang(lang) ? { lang } : {});

/** Spec §7 multipart POST /my-contact/upload/data (file, uid): answers the preview, saves nothing. */
export function useUploadContactList(userId: number) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(CONTACT_UPLOAD_FIELDS.uid, String(userId));
      form.append(CONTACT_UPLOAD_FIELDS.file, file);
      return uploadToEndpoint(contactUploadEndpoint, {}, form).then((answer) => answer.data);
    },
  });
}

/** The preview again with the columns mapped as the user chose. */
export function useCheckContactList() {
  return useMutation({
    mutationFn: ({ id, mapping }: { id: string; mapping: TContactImportMapping }) =>
      callEndpoint(contactImportCheckEndpoint, { params: { id }, body: { mapping } }).then(
        (answer) => answer.data,
      ),
  });
}

/** Adds the valid rows to the address book (the contacts lists read them afresh afterwards). */
export function useImportContactList() {
  return useMutation({
    mutationFn: ({ id, mapping }: { id: string; mapping: TContactImportMapping }) =>
      callEndpoint(contactImportEndpoint, { params: { id }, body: { mapping } }).then(
        (answer) => answer.data,
      ),
  });
}

export function cancelContactImport(id: string) {
  return callEndpoint(contactImportCancelEndpoint, { params: { id }, body: {} });
}

/** The per-row report (CSV), a plain link: the browser downloads it with the session cookie. */
export const reportUrl = (id: string, lang: string) =>
  `${API_BASE}${endpointPath(contactImportReportEndpoint, { params: { id }, query: langQuery(lang) })}`;

export const templateUrl = (format: "csv" | "xls", lang: string) =>
  `${API_BASE}${endpointPath(contactTemplateEndpoint, { params: { format }, query: langQuery(lang) })}`;
