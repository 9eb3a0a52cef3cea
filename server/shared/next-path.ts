import { isWebRoute } from './web-routes';

const BASE = 'https://paraphe.invalid';

/**
 * A `next` address (where sign-in brings the person back) when it is a path of this origin, else
 * null: it starts with a single `/`, holds no `//`, no backslash (which browsers read as `/`), no
 * space or control character (which the URL parser drops: `/\t/evil.example`), no encoded slash or
 * backslash, and resolves to this origin.
 */
export function sameOriginPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!value.startsWith('/') || value.includes('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]|%(2f|5c)/i.test(value)) return null;
  try {
    return new URL(value, BASE).origin === BASE ? value : null;
  } catch {
    return null;
  }
}

/** Whether a same-origin path is the server's (`/graphql`, `/api/v1/…`) rather than a screen of the web app: it needs a full page load. */
export const isServerPath = (path: string): boolean => !isWebRoute(path.split(/[?#]/)[0]);
