import type { Api } from "grammy";
import type { TelegramSettings } from "./settings";

/**
 * grammY's Bot API client for these settings, loaded on first use: a cold start that serves no Telegram call does
 * not evaluate grammY (docs/architecture.md, "A cold start").
 */
export async function botApi(settings: TelegramSettings): Promise<Api> {
  const { Api } = await import("grammy");
  return new Api(settings.token, { apiRoot: settings.apiUrl });
}

/** How a Bot API call went wrong, in the outbox's terms (effect-outbox.ts). */
export type BotApiFailure =
  | { kind: "later"; waitMs: number | null; said: string }
  | { kind: "notModified" }
  | { kind: "messageGone" }
  | { kind: "refused"; said: string };

/**
 * A failed call, classified: Telegram's 429 asks for `parameters.retry_after` seconds; a 5xx or a network failure
 * is retried with the outbox's backoff; "message is not modified" means the list already reads so; an edit of a
 * message deleted since is answered by posting a new one; any other refusal (the bot removed from the group, say)
 * no retry would mend.
 */
export async function classifyBotApiError(error: unknown): Promise<BotApiFailure> {
  const { GrammyError } = await import("grammy");
  if (!(error instanceof GrammyError)) {
    return { kind: "later", waitMs: null, said: error instanceof Error ? error.message : String(error) };
  }
  const said = `Telegram answered ${error.error_code}: ${error.description}`;
  if (error.error_code === 429) {
    const seconds = error.parameters.retry_after;
    return { kind: "later", waitMs: seconds === undefined ? null : seconds * 1000, said };
  }
  if (error.error_code >= 500) return { kind: "later", waitMs: null, said };
  if (/message is not modified/i.test(error.description)) return { kind: "notModified" };
  if (/message to edit not found|message can't be edited/i.test(error.description)) return { kind: "messageGone" };
  return { kind: "refused", said };
}
