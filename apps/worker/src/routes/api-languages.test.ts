import type { Activity } from "@khatm/schema";
import { MANAGE_KEY_HEADER, READER_KEY_HEADER } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { call, createKhatm, freshIp, juzId, reserve, uniqueEmail } from "../../test/khatms";
import { expectJson } from "../../test/observe";

/** A request from someone reading Khatm in `locale` (as the web app asks: Accept-Language). */
function from(locale: string, method: string, path: string, options: { body?: unknown; headers?: object } = {}) {
  return call(method, path, { body: options.body, headers: { "Accept-Language": locale, ...options.headers } });
}

type ApiError = { error: string; message: string; field?: string };

describe("API messages in the requester's language", () => {
  it("refuses a juz someone else holds with a 409 in Arabic, and in English to an English reader", async () => {
    const khatm = await createKhatm();
    await reserve(khatm.id, [3, 4]);
    const body = { juzNumbers: [3, 4], readerName: "Omar", readerEmail: uniqueEmail() };
    const arabic = await expectJson<ApiError>(
      await from("ar", "POST", `/api/khatms/${khatm.id}/reserve`, { body }),
      409,
    );
    expect(arabic).toEqual({ error: "CONFLICT", message: "جزء 3-4 لم تعد متاحة. يُرجى اختيار أجزاء أخرى." });
    const english = await expectJson<ApiError>(
      await from("en", "POST", `/api/khatms/${khatm.id}/reserve`, { body }),
      409,
    );
    expect(english.message).toBe("Juz 3-4 are no longer available. Please choose other juz.");
  });

  it("answers a 400 naming the field: its path in front, unless the message names it (as its English does)", async () => {
    const khatm = await createKhatm();
    const path = `/api/khatms/${khatm.id}/reserve`;
    const short = { juzNumbers: [1], readerName: "A", readerEmail: uniqueEmail() };
    expect(await expectJson<ApiError>(await from("tr", "POST", path, { body: short }), 400)).toEqual({
      error: "BAD_REQUEST",
      message: "readerName: Ad en az 2 karakter olmalıdır",
      field: "readerName",
    });
    const noEmail = { juzNumbers: [1], readerName: "Ayşe" };
    expect(await expectJson<ApiError>(await from("tr", "POST", path, { body: noEmail }), 400)).toMatchObject({
      message: "readerEmail: Devam etmek için lütfen e-posta adresinizi girin",
      field: "readerEmail",
    });
    const tooMany = { juzNumbers: [0], readerName: "Ayşe", readerEmail: uniqueEmail() };
    expect((await expectJson<ApiError>(await from("ar", "POST", path, { body: tooMany }), 400)).message).toBe(
      "يجب أن تكون أرقام الأجزاء أعدادًا صحيحة من 1 إلى 30",
    );
  });

  it("answers 429 in the requester's language", async () => {
    const email = uniqueEmail();
    const ask = () =>
      from("ar", "POST", "/api/auth/magic-link", { body: { email }, headers: { "CF-Connecting-IP": freshIp() } });
    for (let i = 0; i < 5; i++) await expectJson(await ask(), 200);
    expect(await expectJson<ApiError>(await ask(), 429)).toEqual({
      error: "RATE_LIMITED",
      message: "محاولات كثيرة جدًا. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.",
    });
  });

  it("refuses a body too large in the requester's language, before anything else reads the request", async () => {
    const body = { email: "a@example.com", padding: "x".repeat(16 * 1024) };
    expect(await expectJson<ApiError>(await from("ar", "POST", "/api/auth/magic-link", { body }), 413)).toEqual({
      error: "PAYLOAD_TOO_LARGE",
      message: "نص الطلب كبير جدًا (الحد الأقصى 16 كيلوبايت).",
    });
  });

  it("words a juz action's answer and a 403 for the reader", async () => {
    const khatm = await createKhatm();
    const { readerKey } = await reserve(khatm.id, [7]);
    const path = `/api/juzs/${await juzId(khatm.id, 7)}`;
    const stranger = await from("tr", "POST", `${path}/cancel`, { body: {}, headers: { [READER_KEY_HEADER]: "x" } });
    expect((await expectJson<ApiError>(stranger, 403)).message).toBe(
      "Yalnızca kendi aldığınız cüzleri bırakabilirsiniz. Alırken kullandığınız tarayıcıyı kullanın veya alırken kullandığınız e-postayla giriş yapın.",
    );
    const cancelled = await from("ar", "POST", `${path}/cancel`, {
      body: {},
      headers: { [READER_KEY_HEADER]: readerKey },
    });
    expect((await expectJson<{ message: string }>(cancelled, 200)).message).toBe("أُلغي حجز جزء 7.");
  });
});

describe("the activity feed in the reader's language", () => {
  it("words the same stored entries for each reader of the feed", async () => {
    const khatm = await createKhatm();
    await reserve(khatm.id, [1, 2, 3], { readerName: "Ayşe" });
    const creator = { [MANAGE_KEY_HEADER]: khatm.manageKey };
    const feed = async (locale: string) =>
      (
        await expectJson<Activity[]>(
          await from(locale, "GET", `/api/khatms/${khatm.id}/activities`, { headers: creator }),
          200,
        )
      ).map((activity) => activity.message);
    expect(await feed("tr")).toEqual(["Ayşe aldı: Cüz 1–3", "Khadija bu hatmi oluşturdu"]);
    expect(await feed("ar")).toEqual(["حجز Ayşe جزء 1-3", "أنشأ Khadija هذه الختمة"]);
    expect(await feed("en")).toEqual(["Ayşe reserved Juz 1-3", "Khadija created this Khatm"]);
  });
});
