import { z } from 'zod';

// Zod probes for eval to compile validators, when its first schema is made; the
// Content-Security-Policy forbids eval, so the probe must be turned off before any schema exists.
z.config({ jitless: true });
