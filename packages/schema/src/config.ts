import * as z from "zod";

/** GET /api/config: the deployment's settings the web app needs ("Read Juz N", see rules/mushaf.ts). */
export const appConfigSchema = z.object({
  mushaf: z.object({ juzUrl: z.string(), locales: z.array(z.string()) }),
  /** The Telegram bot's username (issue 38), when the bot is configured: the web then offers "Add to a Telegram group". */
  telegramBot: z.string().optional(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
