// The page renderer built from src/ssr/render-page.tsx into apps/worker/src/web-ssr/ (`pnpm build`), as the worker
// sees it (apps/worker/src/page-renderer.ts): the renderer's own declarations, from a module without React.
import type { RenderPage } from "./src/ssr/renderer-contract";

export type { PaintedPage, RenderOptions } from "./src/ssr/renderer-contract";

export declare const renderPage: RenderPage;
