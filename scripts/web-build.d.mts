// Types of web-build.mjs, for the TypeScript that imports it (tests, benchmarks).
export function hasWebSources(root?: string): boolean;
export function recordWebBuild(root?: string): void;
export function webBuildIsStale(root?: string): boolean;
export function ensureWebBuild(): void;
