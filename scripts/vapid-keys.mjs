#!/usr/bin/env node
// Makes a VAPID key pair for Web Push (RFC 8292): a P-256 key, printed as the worker reads it (apps/worker/src/push/
// vapid.ts): VAPID_PUBLIC_KEY, the uncompressed 65-byte point, and VAPID_PRIVATE_KEY, the private scalar's 32 bytes,
// both base64url. `node scripts/vapid-keys.mjs` prints them as two lines NAME=value; `--json FILE` writes them to FILE
// once (an existing FILE is kept: browsers subscribed with its public key, which a new pair would orphan).
import { generateKeyPairSync } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
const jwk = privateKey.export({ format: "jwk" });
const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x, "base64url"), Buffer.from(jwk.y, "base64url")]);
const keys = { VAPID_PUBLIC_KEY: point.toString("base64url"), VAPID_PRIVATE_KEY: jwk.d };

const [flag, file] = process.argv.slice(2);
if (flag === "--json" && file) {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  }
} else {
  for (const [name, value] of Object.entries(keys)) console.log(`${name}=${value}`);
}
