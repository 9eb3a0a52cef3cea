import { isUuid } from '../shared/ids';

/** The row UUID an id of `typename` names, as a row UUID or a GraphQL global id; null when it names none. */
export function rowIdOf(typename: 'CloudFile' | 'CloudFolder' | 'CloudShareLink' | 'Document', id: unknown): string | null {
  if (typeof id !== 'string') return null;
  if (isUuid(id)) return id;
  try {
    const [kind, rowId] = atob(id).split(/:(.*)/s);
    return kind === typename && rowId !== undefined && isUuid(rowId) ? rowId : null;
  } catch {
    return null;
  }
}

export const cloudGlobalId = (typename: 'CloudFile' | 'CloudFolder' | 'CloudShareLink' | 'Document', rowId: string) => btoa(`${typename}:${rowId}`);
