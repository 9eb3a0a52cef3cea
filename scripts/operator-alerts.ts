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
    const id = process.argv[resolve + 1] ?? '';
    const valid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
    const resolved = valid ? await db.prisma.operatorAlert.updateMany({ where: { id, resolvedAt: null }, data: { resolvedAt: new Date() } }) : { count: 0 };
    console.log(resolved.count ? 'Resolved.' : 'No open alert with this id.');
  } else {
    const alerts = await db.prisma.operatorAlert.findMany({ where: { resolvedAt: null }, orderBy: { createdAt: 'asc' } });
    for (const alert of alerts)
      console.log(
        `${alert.createdAt.toISOString()} ${alert.id} ${alert.kind} organization=${alert.organizationId ?? '-'}\n  ${alert.message}\n  ${JSON.stringify(alert.data)}`,
      );
    console.log(`${alerts.length} open alert(s).`);
  }
} finally {
  await db.close();
}
