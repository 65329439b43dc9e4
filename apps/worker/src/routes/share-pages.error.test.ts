import { describe, expect, it } from "vitest";
import { api, createKhatm, freshIp } from "../../test/khatms";
import { openSharePage } from "../../test/share-pages";

/** Without data the app asks the API itself, and shows its answer (the not-found page, a wait-a-minute toast). */
describe("share-link pages without a khatm", () => {
  it("serves the plain app page for an unknown code", async () => {
    const { data, response, text } = await openSharePage("/j/000000", { ip: freshIp() });
    expect(data).toBeNull();
    // Nothing painted: the app asks the API and shows the spec's 'Khatm Not Found'.
    expect(text).toBe("");
    expect(response.headers.get("Cache-Control")).not.toBe("private, no-cache");
  });

  it("serves the plain app page for a code that is not 6 digits, without looking it up", async () => {
    for (const code of ["12345", "1234567", "abcdef", "12%2034", "%3Cscript%3E"]) {
      const { data, text } = await openSharePage(`/n/${code}`, { ip: freshIp() });
      expect(data, code).toBeNull();
      expect(text, code).toBe("");
    }
  });

  it("serves the plain app page once the khatm is deleted", async () => {
    const khatm = await createKhatm();
    const removed = await api(
      "DELETE",
      `/api/khatms/${khatm.id}?creatorEmail=${encodeURIComponent(khatm.creatorEmail)}`,
      khatm.creator,
    );
    expect(removed.status).toBe(204);
    const { data, text } = await openSharePage(`/j/${khatm.accessCode}`, { ip: freshIp() });
    expect(data).toBeNull();
    expect(text).toBe("");
  });

  it("leaves other addresses under /j/ and /n/ to the app", async () => {
    const khatm = await createKhatm();
    for (const path of [`/j/${khatm.accessCode}/more`, "/n/"]) {
      expect((await openSharePage(path, { ip: freshIp() })).data, path).toBeNull();
    }
  });
});
