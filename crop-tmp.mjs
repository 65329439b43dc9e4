import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const [src, y, h, out] = process.argv.slice(2);
writeFileSync(
  "/tmp/crop.html",
  `<body style="margin:0"><img src="file://${src}" style="display:block;margin-top:-${y}px"></body>`,
);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 390, height: Number(h) } });
await page.goto("file:///tmp/crop.html");
await page.waitForTimeout(300);
await page.screenshot({ path: out });
await browser.close();
