export const TEMPLATE_DATABASE = 'paraphe_test_template';

/** The maintenance database of the same server, to create and drop test databases from. */
export function adminUrl(url: string): string {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
}
