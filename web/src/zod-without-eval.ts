import { z } from 'zod';

// Zod probes for eval to compile validators, when its first schema is made; the
// Content-Security-Policy forbids eval, so the probe must be turned off before any schema exists.
// Imported first by web/src/auth-rules.ts, the web's only door to the schemas.
z.config({ jitless: true });
