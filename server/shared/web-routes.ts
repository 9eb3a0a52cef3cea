import { documentGlobalId } from './ids';

/**
 * The paths of the web app's screens. The server answers them with the app and status 200, any
 * other path with the app's "page not found" and status 404, and keeps `/api` and `/auth` paths
 * that are not screens for itself. A test keeps this list and the router in step.
 */
export const WEB_ROUTES = [
  '/',
  '/pricing',
  '/features',
  '/api',
  '/documentation',
  '/contact',
  '/status',
  '/about',
  '/verify',
  '/invitation',
  '/legal/terms',
  '/legal/privacy',
  '/auth/signup',
  '/auth/signin',
  '/auth/verify',
  '/auth/reset-password',
  '/auth/confirm-email',
  '/auth/callback',
  '/auth/second-factor',
  '/simple-auth',
  '/dashboard',
  '/documents',
  '/documents/:id',
  '/senders',
  '/enhanced-documents',
  '/enhanced-senders',
  '/cloud',
  '/cloud/:folderId',
  '/analytics',
  '/settings',
  '/team',
  '/mail-connect',
  '/account',
] as const;

const PATTERNS = WEB_ROUTES.map((route) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`));

export function isWebRoute(path: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(path));
}

/** Address of a document's page, from its global id (the one the web app shows; emails link to it too). */
export const documentPagePath = (globalId: string) => `/documents/${encodeURIComponent(globalId)}`;

/** The full address of a document's page, from its row id, for emails and chat messages. */
export const documentPageUrl = (publicUrl: string, documentId: string) => `${publicUrl}${documentPagePath(documentGlobalId(documentId))}`;
