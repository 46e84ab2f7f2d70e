// Spec §5: login, password and lost-password e-mail max 100 characters.
export const LOGIN_MAX = 100;
export const PASSWORD_INPUT_MAX = 100;
// Spec §9: country lists hold at most 250 entries.
export const COUNTRY_LIST_MAX = 250;
// Spec §9: default country for both ends of a quote.
export const DEFAULT_COUNTRY = "FR";
