// Types of node-flags.mjs, for the TypeScript that imports it (benchmarks, tests).
export const SERVER_NODE_FLAGS: string[];
