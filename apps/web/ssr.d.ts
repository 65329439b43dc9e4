// The share-link renderer built from src/ssr/share-page.tsx into apps/worker/src/web-ssr/ (`pnpm build`), as the
// worker sees it (apps/worker/src/page-renderer.ts).
import type { AvailableLocale } from "@khatm/i18n";
import type { SharePageData } from "@khatm/schema/share-page";

export declare function renderSharePage(url: string, data: SharePageData, locale: AvailableLocale): Promise<string>;
