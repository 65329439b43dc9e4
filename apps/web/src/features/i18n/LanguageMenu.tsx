import { AVAILABLE_LOCALES, isAvailableLocale, LOCALES } from "@khatm/i18n";
import { NativeSelect } from "@mantine/core";
import { IconLanguage } from "@tabler/icons-react";
import { useChooseLanguage } from "./account-language";
import { useI18n } from "./i18n-context";

interface LanguageMenuProps {
  /** The drawer shows the menu's label above it; the header only names it for screen readers. */
  withLabel?: boolean;
  size?: "sm" | "md";
}

/**
 * The language menu: each language in its own script. A native select, so a phone shows its own picker and the page
 * ships no floating menu for it; the choice applies at once, on the same page, and is remembered (on the account too
 * when signed in).
 */
export function LanguageMenu({ withLabel = false, size = "sm" }: LanguageMenuProps) {
  const { locale, t } = useI18n();
  const choose = useChooseLanguage();
  return (
    <NativeSelect
      label={withLabel ? t("layout.language") : undefined}
      aria-label={withLabel ? undefined : t("layout.language")}
      value={locale}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        if (isAvailableLocale(chosen)) void choose(chosen);
      }}
      leftSection={<IconLanguage size={18} aria-hidden />}
      size={size}
      data-testid="language-menu"
    >
      {AVAILABLE_LOCALES.map((code) => (
        <option key={code} value={code} lang={code} dir={LOCALES[code].dir}>
          {LOCALES[code].name}
        </option>
      ))}
    </NativeSelect>
  );
}
