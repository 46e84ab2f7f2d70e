import {
  type TAccountSettings,
  type TCarrierCredentials,
  type TChangeEmailBody,
  type TChangePasswordBody,
  type TCredentialValues,
  type TSessionUser,
  type TSettingsAddress,
  type TShipmentDefaults,
  type ZBankBody,
  ZShipmentDefaults,
  type ZUpdateUserBody,
} from "@ship/contracts";
import {
  CREDENTIAL_CARRIERS,
  getCredentialCompleteness,
  getCredentialFormFields,
  maskSecret,
  SAAS_ACCESS_CARRIERS,
  SECRET_CREDENTIAL_FIELDS,
  type TCredentialCarrier,
  type TPaymentMethod,
  type TSaasAccessCarrier,
} from "@ship/domain";
import type { z } from "zod";
import { AppError } from "../../errors/app-error.ts";
import { hashPassword, verifyPassword } from "../session/password.ts";
import { hashSessionToken } from "../session/session-token.ts";
import { checkPasswordLength, type TPasswordRule } from "./password-rule.ts";
import type { TSecretBox } from "./secret-box.ts";
import type { TSettingsRepository } from "./settings-repository.ts";

type TDeps = { repository: TSettingsRepository; secrets: TSecretBox };

/** Parses a stored shipment-defaults document; anything that no longer fits the contract reads as none. */
export function readShipmentDefaults(stored: unknown): TShipmentDefaults | null {
  if (stored === null || stored === undefined) return null;
  const parsed = ZShipmentDefaults.safeParse(typeof stored === "string" ? JSON.parse(stored) : stored);
  return parsed.success ? parsed.data : null;
}

/**
 * The set a form's values make over the saved one: an empty secret keeps the stored one (the client
 * only ever saw it masked); a partial set is refused (spec §5); every field empty clears the set.
 */
function mergeCredentialInput(
  carrier: TCredentialCarrier,
  previous: TCredentialValues,
  input: TCredentialValues,
): { values: TCredentialValues; status: "empty" | "complete" } {
  const fields = getCredentialFormFields(carrier);
  const clearing = fields.every((field) => (input[field]?.trim() ?? "") === "");
  const values: TCredentialValues = {};
  for (const field of fields) {
    const typed = input[field]?.trim() ?? "";
    const keep = typed === "" && !clearing && SECRET_CREDENTIAL_FIELDS.includes(field);
    const value = keep ? (previous[field] ?? "") : typed;
    if (value !== "") values[field] = value;
  }
  const discount = values.discount;
  if (discount !== undefined && !/^\d{1,2}(?:[.,]\d{1,2})?$/.test(discount)) {
    throw new AppError("validation.invalid_value", 400, { field: "values.discount" });
  }
  const status = getCredentialCompleteness(carrier, values);
  if (status === "partial") {
    const missing = fields.find((field) => field !== "discount" && (values[field] ?? "") === "");
    throw new AppError("settings.credentials_incomplete", 400, { field: `values.${missing}` });
  }
  return { values, status };
}

/** The rules of the settings screen (spec §2, §3, §5); every route checks ownership before calling. */
export function createSettingsService({ repository, secrets }: TDeps) {
  async function checkAddress(address: TSettingsAddress, field: string) {
    const hasPostcode = await repository.countryHasPostcode(address.country_id);
    if (hasPostcode === undefined)
      throw new AppError("country.not_found", 400, { field: `${field}.country_id` });
    if (hasPostcode && address.postcode === "") {
      throw new AppError("validation.required", 400, { field: `${field}.postcode` });
    }
  }

  async function checkPassword(userId: number, password: string, field: string) {
    const hash = await repository.findPasswordHash(userId);
    if (!(await verifyPassword(hash, password)))
      throw new AppError("settings.wrong_password", 400, { field });
  }

  async function getSaasAccess(user: TSessionUser): Promise<Record<TSaasAccessCarrier, boolean>> {
    const settings = user.saas === 1 ? await repository.findSettings(user.id) : undefined;
    const flags = (settings?.saas_access ?? {}) as Record<string, number>;
    return Object.fromEntries(
      SAAS_ACCESS_CARRIERS.map((carrier) => [carrier, user.saas === 1 && flags[carrier] !== 0]),
    ) as Record<TSaasAccessCarrier, boolean>;
  }

  function describeCredentials(
    carrier: TCredentialCarrier,
    access: boolean,
    stored: TCredentialValues | null,
  ): TCarrierCredentials {
    const values: TCredentialValues = {};
    for (const field of getCredentialFormFields(carrier)) {
      const value = stored?.[field] ?? "";
      values[field] = value && SECRET_CREDENTIAL_FIELDS.includes(field) ? maskSecret(value) : value;
    }
    return { carrier, access, status: getCredentialCompleteness(carrier, stored ?? {}), values };
  }

  async function readStoredCredentials(userId: number) {
    const rows = await repository.listCredentials(userId);
    return new Map(
      rows.map((row) => [row.carrier, JSON.parse(secrets.open(row.ciphertext)) as TCredentialValues]),
    );
  }

  return {
    getSaasAccess,

    /** One carrier's saved credentials, decrypted (issue 19: the live connector's account); never sent out. */
    async savedCredentials(
      userId: number,
      carrier: TCredentialCarrier,
    ): Promise<TCredentialValues | undefined> {
      return (await readStoredCredentials(userId)).get(carrier);
    },

    /** The contract discount (percent) of each carrier whose own credentials the user saved. */
    async credentialDiscounts(userId: number): Promise<Map<string, number>> {
      const stored = await readStoredCredentials(userId);
      return new Map(
        [...stored].map(([carrier, values]) => [
          carrier,
          Number((values.discount ?? "0").replace(",", ".")) || 0,
        ]),
      );
    },

    async getAccount(user: TSessionUser): Promise<TAccountSettings> {
      const [addresses, settings, bank, identity] = await Promise.all([
        repository.findAddresses(user.id),
        repository.findSettings(user.id),
        repository.findBank(user.id),
        repository.findIdentity(user.id),
      ]);
      return {
        email: user.email,
        address: addresses.account,
        invoice_address: addresses.invoice,
        apporteur_code: settings?.apporteur_code ?? "",
        payment_method: settings?.payment_method ?? "credit_card",
        bank: bank ? { iban_masked: `•••• ${bank.iban_last4}`, bic: bank.bic } : null,
        identity: {
          lastname: identity?.lastname ?? user.lastname,
          company: identity?.company ?? "",
          phone: identity?.phone ?? "",
        },
      };
    },

    async updateAccount(user: TSessionUser, body: z.output<typeof ZUpdateUserBody>): Promise<void> {
      await checkAddress(body.address, "address");
      if (body.invoice_address) await checkAddress(body.invoice_address, "invoice_address");
      const { address } = body;
      await repository.transaction(async (tx) => {
        await repository.saveAddress(tx, user.id, "account", address);
        await repository.saveAddress(tx, user.id, "invoice", body.invoice_address);
        await repository.updateUserIdentity(tx, user.id, {
          lastname: address.lastname,
          company: address.company === "" ? null : address.company,
          phone: address.phone,
        });
        await repository.updateSettings(tx, user.id, { apporteur_code: body.apporteur_code });
      });
    },

    /** Re-authentication with the current password before the change (ASVS 7.5.1). */
    async changeEmail(user: TSessionUser, body: TChangeEmailBody): Promise<void> {
      await checkPassword(user.id, body.password, "password");
      const email = body.newEmail.trim();
      if (await repository.emailTaken(email, user.id)) {
        throw new AppError("settings.email_taken", 400, { field: "newEmail" });
      }
      await repository.updateEmail(user.id, email);
    },

    /** The brand sets the length of a new password; other sessions of the user end. */
    async changePassword(
      user: TSessionUser,
      sessionToken: string,
      body: TChangePasswordBody,
      rule: TPasswordRule,
    ): Promise<void> {
      checkPasswordLength(body.new, rule, "new");
      await checkPassword(user.id, body.old, "old");
      await repository.updatePassword(user.id, await hashPassword(body.new), hashSessionToken(sessionToken));
    },

    async getShipmentDefaults(user: TSessionUser): Promise<TShipmentDefaults> {
      return readShipmentDefaults((await repository.findSettings(user.id))?.shipment_defaults) ?? {};
    },

    async updateShipmentDefaults(user: TSessionUser, defaults: TShipmentDefaults): Promise<void> {
      const country = defaults.ups_duty_account_country_id;
      if (country !== undefined && (await repository.countryHasPostcode(country)) === undefined) {
        throw new AppError("country.not_found", 400, {
          field: "shipment_defaults.ups_duty_account_country_id",
        });
      }
      await repository.transaction((tx) =>
        repository.updateSettings(tx, user.id, { shipment_defaults: JSON.stringify(defaults) }),
      );
    },

    async listCredentials(user: TSessionUser): Promise<TCarrierCredentials[]> {
      const access = await getSaasAccess(user);
      const stored = await readStoredCredentials(user.id);
      return CREDENTIAL_CARRIERS.map((carrier) =>
        describeCredentials(carrier, access[carrier], stored.get(carrier) ?? null),
      );
    },

    /**
     * Saves one carrier's set. An empty secret keeps the stored one (the client only ever saw it
     * masked); a partial set is refused (spec §5); every field empty removes the set.
     */
    async saveCredentials(
      user: TSessionUser,
      carrier: TCredentialCarrier,
      input: TCredentialValues,
    ): Promise<TCarrierCredentials> {
      const previous = (await readStoredCredentials(user.id)).get(carrier) ?? {};
      const { values, status } = mergeCredentialInput(carrier, previous, input);
      await repository.saveCredentials(
        user.id,
        carrier,
        status === "empty" ? null : secrets.seal(JSON.stringify(values)),
        status === "complete",
      );
      return describeCredentials(carrier, true, status === "empty" ? null : values);
    },

    /**
     * The set the settings' test button checks (decision 061): the form's unsaved values over the
     * saved ones (an empty secret keeps the saved one), or the saved set; complete, else 400.
     */
    async credentialsToTest(
      user: TSessionUser,
      carrier: TCredentialCarrier,
      input: TCredentialValues | undefined,
    ): Promise<TCredentialValues> {
      const previous = (await readStoredCredentials(user.id)).get(carrier) ?? {};
      const { values, status } = mergeCredentialInput(carrier, previous, input ?? previous);
      if (status !== "complete") {
        const missing = getCredentialFormFields(carrier).find(
          (field) => field !== "discount" && !values[field],
        );
        throw new AppError("settings.credentials_incomplete", 400, { field: `values.${missing}` });
      }
      return values;
    },

    async saveBank(user: TSessionUser, bank: z.output<typeof ZBankBody>): Promise<void> {
      await repository.saveBank(user.id, {
        iban_ciphertext: secrets.seal(bank.iban),
        iban_last4: bank.iban.slice(-4),
        bic: bank.bic,
      });
    },

    async savePaymentMethod(user: TSessionUser, method: TPaymentMethod): Promise<void> {
      if (method === "direct_debit" && !(await repository.findBank(user.id))) {
        throw new AppError("settings.bank_required", 400, { field: "payment_method" });
      }
      await repository.transaction((tx) =>
        repository.updateSettings(tx, user.id, { payment_method: method }),
      );
    },
  };
}
export type TSettingsService = ReturnType<typeof createSettingsService>;
