// Jest `--filter` for CI's PostgreSQL + Redis + S3 stage: keeps the suites whose behaviour differs by
// database, pub/sub or storage, each marked by a line `// Also on PostgreSQL, Redis and S3: <why>.`
// The other suites run the same code on either database: the embedded stage covers them.
// A suite that reads DATABASE_URL or PARAPHE_TEST_REDIS_URL (to skip tests without them) must carry
// the mark, or those tests would run nowhere: the filter refuses to start until it does.
// Jest requires a filter module as CommonJS.
/* eslint-disable @typescript-eslint/no-require-imports */
const { readFileSync } = require('node:fs');
const { relative } = require('node:path');

const MARK = /^\/\/ Also on PostgreSQL, Redis and S3: \S/m;
const READS_SERVICES = /process\.env\.(DATABASE_URL|PARAPHE_TEST_REDIS_URL)\b/;

module.exports = async function databaseSpecific(testPaths) {
  const kept = [];
  const unmarked = [];
  for (const test of testPaths) {
    const source = readFileSync(test, 'utf8');
    if (MARK.test(source)) kept.push(test);
    else if (READS_SERVICES.test(source)) unmarked.push(relative(process.cwd(), test));
  }
  if (unmarked.length > 0) {
    throw new Error(`These suites skip tests without PostgreSQL or Redis but are not marked to run on them:\n  ${unmarked.join('\n  ')}`);
  }
  return { filtered: kept };
};
