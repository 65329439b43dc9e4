// The Cron Trigger as Cloudflare runs it, at a chosen time, and the links its e-mails carry.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { DAY_MS } from "@khatm/schema/rules";
import { must } from "@khatm/test-support";
import worker from "../src/index";
import { syncEveryIndex } from "./khatm-state";
import { watchingObjects } from "./objects";

/**
 * Runs the worker's scheduled handler `days` from now (and waits for its e-mails). The cron reads D1's index, which
 * each khatm's alarm writes shortly after a change; by then (days later) it has long run, so it is run first here.
 */
export async function runCron(days: number, from = Date.now()): Promise<void> {
  await syncEveryIndex();
  const ctx = createExecutionContext();
  const controller = createScheduledController({ scheduledTime: from + days * DAY_MS, cron: "*/30 * * * *" });
  const objects = watchingObjects(env);
  await must(worker.scheduled)(controller, objects.env, ctx);
  await waitOnExecutionContext(ctx);
  await objects.settled();
}

/** The khatm id and token of the "Stop reminders" link in an e-mail's text. */
export function stopLinkOf(text: string): { khatmId: string; token: string } {
  const link = must(/Stop reminders: (\S+)/.exec(text))[1];
  const url = new URL(must(link));
  return { khatmId: must(url.searchParams.get("khatm")), token: must(url.searchParams.get("token")) };
}
