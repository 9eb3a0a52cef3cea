/** What an API key may be granted; a browser session holds every scope its role allows. */
export type ApiScope = 'read' | 'write' | 'sign';
