import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../../server/config';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'paraphe-config-'));
  dirs.push(dir);
  return dir;
};

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('runs embedded with no settings: port 4000, PGlite, local files, generated secrets kept in DATA_DIR', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.PORT).toBe(4000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.STORAGE_DIR).toBe(join(dir, 'files'));
    expect(config.STORAGE).toBe('local');
    expect(config.PUBLIC_URL).toBe('http://localhost:4000');
    expect(config.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(join(dir, 'secrets.json'))).toBe(true);
    expect(loadConfig({ DATA_DIR: dir }).SESSION_SECRET).toBe(config.SESSION_SECRET);
    expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')).ENCRYPTION_KEY).toBe(config.ENCRYPTION_KEY);
  });

  it('refuses to start in production without its secrets, naming each one', () => {
    const problems = problemsOf({ NODE_ENV: 'production', DATA_DIR: tempDir() });
    expect(problems).toEqual([
      expect.stringMatching(/^SESSION_SECRET: required in production/),
      expect.stringMatching(/^ENCRYPTION_KEY: required in production/),
      expect.stringMatching(/^PUBLIC_URL: required in production/),
    ]);
  });

  it('starts in production when every secret is given', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: tempDir(),
      SESSION_SECRET: 's'.repeat(40),
      ENCRYPTION_KEY: 'ab'.repeat(32),
      PUBLIC_URL: 'https://paraphe.example.com/',
    });
    expect(config.isProduction).toBe(true);
    expect(config.PUBLIC_URL).toBe('https://paraphe.example.com');
  });

  it.each([
    [{ PORT: 'eighty' }, /^PORT: /],
    [{ PORT: '70000' }, /^PORT: /],
    [{ DATABASE_URL: 'mysql://localhost/x' }, /^DATABASE_URL: must be a postgres/],
    [{ REDIS_URL: 'localhost:6379' }, /^REDIS_URL: must be a redis/],
    [{ SESSION_SECRET: 'short' }, /^SESSION_SECRET: must be at least 32/],
    [{ ENCRYPTION_KEY: 'xyz' }, /^ENCRYPTION_KEY: must be 64 hexadecimal/],
    [{ ANALYZER: 'llm' }, /^LLM_BASE_URL and LLM_MODEL: required/],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, /^GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL: /],
  ])('rejects %j with a clear message', (env, message) => {
    expect(problemsOf({ DATA_DIR: tempDir(), ...env })).toEqual([expect.stringMatching(message)]);
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('keeps files in an S3-compatible bucket when one is named, and says what is missing for it', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir, S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      STORAGE: 's3',
      S3_BUCKET: 'files',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
    });
    expect(loadConfig({ DATA_DIR: dir, STORAGE: 'local', S3_BUCKET: 'files' }).STORAGE).toBe('local');
    expect(problemsOf({ DATA_DIR: dir, STORAGE: 's3' })).toEqual(['S3_BUCKET: required when STORAGE=s3']);
    expect(problemsOf({ DATA_DIR: dir, S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toEqual([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither',
    ]);
  });
});
