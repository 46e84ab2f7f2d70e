import { createTheme, type MantineThemeOverride } from "@mantine/core";
import type { TPublicBrand } from "@ship/contracts";
import { generateShades } from "./color-shades.ts";

// Neutral colours until the brand is known (loader and brand error only).
const NEUTRAL = { primary: "#495057", secondary: "#868e96" };

/**
 * The side menu collapses below 769 px (spec §2): "sm" is moved from 768 to 769 px so that the
 * AppShell navbar, hiddenFrom and visibleFrom all switch there (max-width 768.9 px is "mobile").
 */
export const MENU_BREAKPOINT = "sm";
export const MOBILE_MEDIA_QUERY = "(max-width: 48.05em)";

/** The shell's frame, shared with the pre-rendered first screen (first-screen.tsx, decision 048). */
export const HEADER_HEIGHT = 64;
export const NAVBAR_WIDTH = 264;

export function createBrandTheme(brand?: TPublicBrand): MantineThemeOverride {
  const colors = brand?.colors ?? NEUTRAL;
  return createTheme({
    primaryColor: "brand",
    primaryShade: 6,
    autoContrast: true,
    colors: {
      brand: generateShades(colors.primary),
      accent: generateShades(colors.secondary),
    },
    breakpoints: { sm: "48.0625em" },
    defaultRadius: "md",
    components: {
      // Mantine keeps every closed dropdown's options in the page (display: none): the quote
      // form's two country lists alone were 1,000 of the home page's 1,450 elements, created and
      // laid out at start (issue 16). Options are rendered when a list opens; the input names its
      // list (aria-controls) only while it is open, so nothing refers to a missing element.
      // A plain object, not Combobox.extend(): the theme is in the start chunk, the Combobox not.
      Combobox: { defaultProps: { keepMounted: false } },
    },
  });
}
