import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The sender's fields of any contact form (contact, discount, quote), in French. */
export async function fillSender(form: ReturnType<Page["getByTestId"]>, email: string, company = "") {
  await form.getByLabel(/^Nom( \*)?$/).fill("Durand");
  if (company) await form.getByLabel(/^Société/).fill(company);
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByLabel(/^Téléphone/).fill("06 12 34 56 78");
  await form.getByLabel(/^Adresse( \*)?$/).fill("8 rue des Lilas");
  await form.getByLabel(/^Code postal/).fill("69003");
  await form.getByLabel(/^Ville/).fill("Lyon");
  await expect.poll(() => form.getByLabel(/^Pays/).inputValue()).not.toBe("");
}
