// `npm run operator:alerts`: the alerts no operator has resolved yet, oldest first;
// `npm run operator:alerts -- --resolve <id>` marks one resolved once it has been dealt with.
import { join } from 'node:path';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';

const config = loadConfig();
const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: join(config.DATA_DIR, 'pglite') });
try {
  const resolve = process.argv.indexOf('--resolve');
  if (resolve !== -1) {
    const resolved = await db.prisma.operatorAlert.updateMany({ where: { id: process.argv[resolve + 1] ?? '', resolvedAt: null }, data: { resolvedAt: new Date() } });
    console.log(resolved.count ? 'Resolved.' : 'No open alert with this id.');
  } else {
    const alerts = await db.prisma.operatorAlert.findMany({ where: { resolvedAt: null }, orderBy: { createdAt: 'asc' } });
    for (const alert of alerts) console.log(`${alert.createdAt.toISOString()} ${alert.id} ${alert.kind} organization=${alert.organizationId ?? '-'}\n  ${alert.message}\n  ${JSON.stringify(alert.data)}`);
    console.log(`${alerts.length} open alert(s).`);
  }
} finally {
  await db.close();
}
