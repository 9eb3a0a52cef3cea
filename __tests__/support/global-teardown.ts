import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  if (process.env.PARAPHE_TEST_WORK) rmSync(process.env.PARAPHE_TEST_WORK, { recursive: true, force: true });
}
