import { secureHeaders } from "hono/secure-headers";

/**
 * Security headers on every API answer (pages are static assets: their headers are in apps/web/public/_headers).
 * API answers are JSON read by fetch, never documents: a CSP that allows nothing means that even if a browser were
 * led to open one as a page, nothing in it could load, run or be framed. nosniff keeps JSON from being read as a
 * script or page; no referrer leaves with any request the answer could start.
 */
export const apiSecurityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
  },
  xFrameOptions: "DENY",
  referrerPolicy: "no-referrer",
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
});
