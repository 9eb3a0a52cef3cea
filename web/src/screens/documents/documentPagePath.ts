/** Address of a document's page, from its global id. */
export const documentPagePath = (id: string) => `/documents/${encodeURIComponent(id)}`;
