import { decodeGlobalID } from '@pothos/plugin-relay';
import { resolveViewer } from './auth/read-access';
import { getDocument } from './documents/get-document';
import { AppError } from './errors';
import type { Services } from './services';
import { isWebRoute } from './shared/web-routes';

const DOCUMENT_PAGE = /^\/documents\/([^/]+)\/?$/;

/** The row id a document page's address names: its global id (as the app writes it) or the bare id. */
function documentIdOf(pathId: string): string {
  try {
    const decoded = decodeGlobalID(decodeURIComponent(pathId));
    if (decoded.typename === 'Document') return decoded.id;
  } catch {
    // Not a global id: the bare id, checked as such.
  }
  return pathId;
}

/**
 * The status the server answers a page of the web app with (the app itself shows its not-found
 * screen either way): 404 for a path that is no screen, and for a document page naming a document
 * that does not exist or is not the caller's. Without a live session the app asks to sign in
 * first, so the page is told nothing about the document.
 */
export async function webPageStatus(services: Services, path: string, header: (name: string) => string | null): Promise<200 | 404> {
  if (!isWebRoute(path)) return 404;
  const documentPage = DOCUMENT_PAGE.exec(path);
  if (!documentPage) return 200;
  const viewer = await resolveViewer({ header, transport: 'http', method: 'GET' }, services);
  if (!viewer) return 200;
  try {
    await getDocument(services, viewer, { documentId: documentIdOf(documentPage[1]!) });
    return 200;
  } catch (error) {
    if (error instanceof AppError) return 404;
    throw error;
  }
}
