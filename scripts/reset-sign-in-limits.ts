// `npm run auth:reset-limits -- <email>`: lifts an account's sign-in block, from every address.
// An operator's tool on the machine that holds the counters: no request can do it.
import { forgetSignInFailures } from '../server/auth/sign-in-attempts';
import { createRateLimiter } from '../server/auth/rate-limiter';
import { systemClock } from '../server/clock';
import { loadConfig } from '../server/config';
import { canonicalEmail } from '../server/email/email-address';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run auth:reset-limits -- <email>');
  process.exit(2);
}
const config = loadConfig();
if (!config.REDIS_URL) {
  console.error('Without REDIS_URL the counters live in the running server: restarting it clears them.');
  process.exit(1);
}
const rateLimiter = createRateLimiter(config.REDIS_URL, systemClock, config.REDIS_KEY_PREFIX);
try {
  await forgetSignInFailures(rateLimiter, canonicalEmail(email));
  console.log(`Sign-in failures of ${canonicalEmail(email)} forgotten.`);
} finally {
  await rateLimiter.close();
}
