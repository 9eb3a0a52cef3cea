import { createHash } from 'node:crypto';

/** One template per checkout, so that test runs of two checkouts on one server never drop each other's. */
export const TEMPLATE_DATABASE = `paraphe_test_template_${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8)}`;

/** The maintenance database of the same server, to create and drop test databases from. */
export function adminUrl(url: string): string {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
}
