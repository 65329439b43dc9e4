import { type CSSVariablesResolver, createTheme } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "teal",
  // Shade 9 is the first teal that white button text reads on at WCAG AA (5.0:1; shade 6 gave 2.55:1).
  primaryShade: { light: 9, dark: 8 },
  defaultRadius: "md",
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  // Dialogs, drawers and menus skip their animations for people who ask the system for less motion.
  respectReducedMotion: true,
});

/** Secondary ('dimmed') text in gray 7: Mantine's gray 6 reads at 3.3:1 on white, under WCAG AA's 4.5:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "var(--mantine-color-gray-7)" },
  dark: {},
});
