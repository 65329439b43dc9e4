/**
 * The words a live socket's client sends (zod-free, "@khatm/schema/live", so the web app's pages do not load zod).
 * `ping` is answered `pong` by the platform without waking the khatm's Durable Object; `resync` asks for a snapshot.
 */
export const LIVE_PING = "ping";
export const LIVE_PONG = "pong";
export const LIVE_RESYNC = "resync";
