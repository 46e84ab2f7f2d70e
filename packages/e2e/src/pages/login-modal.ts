import type { Page } from "playwright-core";

/** The labels of the login modal in the languages the browser tests read it in. */
const LABELS = {
  en: { logIn: "Log in", password: "Password" },
  fr: { logIn: "Connexion", password: "Mot de passe" },
} as const;

/**
 * The login modal of the top bar (spec §2), as a user fills it: from the home page of `lang`,
 * opens it, types the e-mail and password and submits. What follows is the test's to check.
 */
export async function logInThroughModal(
  page: Page,
  origin: string,
  login: { email: string; password: string; lang?: keyof typeof LABELS },
) {
  const lang = login.lang ?? "en";
  const labels = LABELS[lang];
  await page.goto(`${origin}/#/${lang}/index`);
  await page.getByTestId("top-bar").getByRole("button", { name: labels.logIn }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("E-mail").fill(login.email);
  await dialog.getByLabel(labels.password).fill(login.password);
  await dialog.getByRole("button", { name: labels.logIn }).click();
}
