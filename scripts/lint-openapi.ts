/** Lints the REST API's OpenAPI document, as a deployment serves it, with Redocly's recommended rules, warnings counted as errors. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openApiDocumentFor } from '../server/rest/openapi';

const dir = mkdtempSync(join(tmpdir(), 'paraphe-openapi-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(openApiDocumentFor(process.env.PUBLIC_URL ?? 'https://paraphe.test'), null, 2));
const result = spawnSync('npx', ['--no-install', 'redocly', 'lint', file, '--extends', 'recommended-strict'], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
rmSync(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);
