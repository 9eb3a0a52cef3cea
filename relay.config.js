// Relay compiler settings: `npm run generate:relay`. Artifacts and the persisted-query map are committed.
const config = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  persistConfig: {
    file: './web/src/__generated__/persisted-queries.json',
    algorithm: 'SHA256',
  },
  customScalarTypes: { DateTime: 'string', JSON: 'unknown', Upload: 'File' },
};

export default config;
// relay-compiler loads this file with require(): hand it the object itself.
export { config as 'module.exports' };
