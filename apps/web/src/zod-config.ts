import { z } from "zod";

// Khatm's pages allow no eval (CSP). Zod 4 probes for it (`Function("")`) when it builds its first object schema,
// which the browser refuses and reports as a CSP violation; jitless skips the probe and the compiled parsers. Imported
// first by main.tsx, so it runs before any module builds a schema.
z.config({ jitless: true });
