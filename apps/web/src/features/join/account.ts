import type { CreateAccountRequest, MessageResponse } from "@khatm/schema";
import { apiRequest } from "../../lib/api-client";

/**
 * The reservation form's "create an account" option (spec §4, §7): the account, then a magic link for the same
 * e-mail so the reader can sign in. Either failure rejects; the caller warns and reserves anyway.
 */
export async function createReaderAccount(request: CreateAccountRequest): Promise<void> {
  await apiRequest<MessageResponse>("/api/auth/create-account", { method: "POST", body: request });
  await apiRequest<MessageResponse>("/api/auth/magic-link", { method: "POST", body: { email: request.email } });
}
