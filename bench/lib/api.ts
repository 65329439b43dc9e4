import { must } from "@khatm/test-support";
import { MANAGE_KEY_HEADER, READER_KEY_HEADER } from "../../packages/schema/src/common";

export { MANAGE_KEY_HEADER, READER_KEY_HEADER };

// biome-ignore lint/suspicious/noExplicitAny: the benchmarks read answers of many shapes and check them as they go; a caller that relies on one names its type.
type Json = any;

export interface Answer<T = Json> {
  status: number;
  body: T;
  /** Wall time from sending the request to having read the whole answer. */
  ms: number;
}

/** A thin JSON client for the API as a browser would call it (JSON bodies, keys in headers). */
export class Api {
  constructor(readonly origin: string) {}

  async call<T = Json>(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers["content-type"] = "application/json";
    const started = performance.now();
    const response = await fetch(this.origin + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    let body: Json = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body, ms };
  }

  get<T = Json>(path: string, headers?: Record<string, string>) {
    return this.call<T>("GET", path, { headers });
  }

  post<T = Json>(path: string, body: unknown, headers?: Record<string, string>) {
    return this.call<T>("POST", path, { body, headers });
  }

  /** Creates a signed-out khatm through POST /api/khatms; answers its id, access code and manage key. */
  /** `division`: how the khatm is shared out (issue 24); absent, the request names none (a juz khatm). */
  async createKhatm(name: string, creatorEmail: string, isPublic = true, division?: "hizb" | "page") {
    const answer = await this.post("/api/khatms", {
      name,
      occasion: null,
      creatorName: "Bench Organiser",
      creatorEmail,
      isPublic,
      ...(division ? { division } : {}),
    });
    if (answer.status !== 200 && answer.status !== 201) {
      throw new Error(`POST /api/khatms answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return answer.body as { id: string; accessCode: string; manageKey: string; name: string };
  }

  /** The khatm's 30 juz (GET /api/khatms/{id}/juzs), as the creator sees them when a manage key is given. */
  async juzs(khatmId: string, manageKey?: string) {
    const answer = await this.get(
      `/api/khatms/${khatmId}/juzs`,
      manageKey ? { [MANAGE_KEY_HEADER]: manageKey } : undefined,
    );
    if (answer.status !== 200) throw new Error(`GET juzs answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body as Array<{
      id: number;
      number: number;
      status: string;
      readerName: string | null;
      readerEmail?: string | null;
    }>;
  }
}

export const isOk = (status: number) => status >= 200 && status < 300;

/** Runs `tasks` with at most `concurrency` of them in flight. */
export async function pool<T>(
  items: T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await task(must(items[index]), index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/**
 * Signs a person in the way a person does: account, magic link, the link's token from the dev outbox, verify.
 * Answers the session token. Signing in also confirms the khatms created under the address (issue 15's listing).
 */
export async function signIn(api: Api, email: string, name: string): Promise<string> {
  await api.post("/api/auth/create-account", { email, name });
  const link = await api.post("/api/auth/magic-link", { email });
  if (!isOk(link.status)) throw new Error(`magic-link answered ${link.status}: ${JSON.stringify(link.body)}`);
  for (let attempt = 0; attempt < 50; attempt++) {
    const outbox = await api.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const text: string = (outbox.body?.messages ?? []).map((message: { text: string }) => message.text).join("\n");
    const token = /verify-login\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
    if (token) {
      const verified = await api.post("/api/auth/verify", { token });
      if (!isOk(verified.status))
        throw new Error(`verify answered ${verified.status}: ${JSON.stringify(verified.body)}`);
      return verified.body.token as string;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no magic link for ${email} in the dev outbox`);
}
