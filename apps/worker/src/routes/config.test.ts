import type { AppConfig } from "@khatm/schema";
import { mushafJuzUrl } from "@khatm/schema/rules";
import { describe, expect, it } from "vitest";
import { api } from "../../test/khatms";
import { expectJson } from "../../test/observe";

describe("GET /api/config", () => {
  it("gives the web app the 'Read Juz N' template and the mushaf's languages, from wrangler.toml", async () => {
    const config = await expectJson<AppConfig>(await api("GET", "/api/config"), 200);
    expect(config.mushaf.juzUrl).toBe("https://quran.com/{locale}/juz/{juz}");
    expect(config.mushaf.locales[0]).toBe("en");
    expect(mushafJuzUrl(config.mushaf, 5, ["ur-PK"])).toBe("https://quran.com/ur/juz/5");
  });
});
