// The page renderer built from src/ssr/render-page.tsx into apps/worker/src/web-ssr/ (`pnpm build`), as the worker
// sees it (apps/worker/src/page-renderer.ts).
import type { AvailableLocale } from "@khatm/i18n";
import type { PaintedPageState, SharePageData } from "@khatm/schema/share-page";

export interface PaintedPage {
  status: number;
  html: string;
  title: string | null;
  state: PaintedPageState;
}

export interface RenderOptions {
  sharePage?: SharePageData;
  api: { origin: string; fetch: (request: Request) => Promise<Response> };
}

export declare function renderPage(
  url: string,
  locale: AvailableLocale,
  options: RenderOptions,
): Promise<PaintedPage | null>;
