/**
 * The V8 flags every Paraphe server process runs with: `npm start`, `npm run start:compiled`, the
 * production image and the benchmarks' servers (package.json and the Dockerfile spell them out; a test
 * checks that they match this list).
 *
 * `--max-semi-space-size=64`: a young generation of 64 MB semi-spaces rather than Node's 16 MB. A
 * request allocates its parsed body, rows and answer and drops them all; with the default the
 * collector's scavenges took about a tenth of a busy server's CPU, with 64 MB about a thirtieth
 * (README, Performance). It costs up to about a hundred megabytes more under load, nothing at rest.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
