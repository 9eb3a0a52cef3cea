import { spawnSync } from 'node:child_process';

/**
 * Whether a system program the tests drive (poppler's pdfsig, Dovecot) runs here. CI installs them
 * and always runs the tests that need them (a missing one fails there); elsewhere those tests are
 * reported as skipped, with how to install the program.
 */
export function systemTool(command: string, args: string[], install: string): boolean {
  if (process.env.CI) return true;
  const found = !spawnSync(command, args, { stdio: 'ignore' }).error;
  if (!found) console.warn(`${command} is not installed: the tests that need it are skipped (${install}).`);
  return found;
}

/** `it` when the program runs here, `it.skip` otherwise. */
export const itWith = (available: boolean) => (available ? it : it.skip);

/** `describe` when the program runs here, `describe.skip` otherwise. */
export const describeWith = (available: boolean) => (available ? describe : describe.skip);
