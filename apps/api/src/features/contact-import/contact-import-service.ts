import type { TExecutor, TUnitOfWork } from "../../db/unit-of-work.ts";
import { listImportCountries } from "./contact-import-repository.ts";
import { createCountryResolver, type TResolveCountry } from "./country-resolver.ts";
import { createCancelContactImport } from "./use-cases/cancel-contact-import.ts";
import { createCheckContactList } from "./use-cases/check-contact-list.ts";
import type { TContactImportDeps } from "./use-cases/contact-import-deps.ts";
import { createContactImportReport } from "./use-cases/contact-import-report.ts";
import { contactTemplate } from "./use-cases/contact-template.ts";
import { createImportContactList } from "./use-cases/import-contact-list.ts";
import { createUploadContactList } from "./use-cases/upload-contact-list.ts";

/** The countries and states are reference data: read once per process, on first use (also the mass mailing upload's). */
export function countriesOnce(db: TExecutor): () => Promise<TResolveCountry> {
  let loading: Promise<TResolveCountry> | undefined;
  return () => {
    loading ??= listImportCountries(db).then(createCountryResolver, (error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** The contact import's use cases (one per file in use-cases/), assembled for the routes (decision 040). */
export function createContactImportService(base: {
  db: TExecutor;
  unitOfWork: TUnitOfWork;
  now?: () => Date;
}) {
  const deps: TContactImportDeps = {
    ...base,
    countries: countriesOnce(base.db),
    now: base.now ?? (() => new Date()),
  };
  return {
    upload: createUploadContactList(deps),
    check: createCheckContactList(deps),
    importRows: createImportContactList(deps),
    report: createContactImportReport(deps),
    cancel: createCancelContactImport(deps),
    template: contactTemplate,
  };
}
export type TContactImportService = ReturnType<typeof createContactImportService>;
