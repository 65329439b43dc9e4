// The share-link renderer built from src/ssr/share-page.tsx into dist-ssr/ (`pnpm build`), as the worker sees it.
import type { AvailableLocale } from "@khatm/i18n";
import type { SharePageData } from "@khatm/schema/share-page";

export declare function renderSharePage(url: string, data: SharePageData, locale: AvailableLocale): Promise<string>;
