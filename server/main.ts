import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { startTracing } from './telemetry/tracing';

try {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, !config.isProduction && process.stdout.isTTY);
  // A promise nobody awaited must not end the process serving everyone: it is logged and counted.
  let unhandledRejections = 0;
  process.on('unhandledRejection', (reason) => {
    unhandledRejections += 1;
    logger.error({ err: reason, unhandledRejections }, 'unhandled promise rejection');
  });
  // Tracing starts before the app's modules load, so that their imports are instrumented.
  const stopTracing = await startTracing(config);
  const { buildApp } = await import('./app');
  const app = await buildApp({ config, logger });
  const { url } = await app.start();
  logger.info(`Paraphe is running at ${config.PUBLIC_URL === `http://localhost:${config.PORT}` ? url : config.PUBLIC_URL}`);
  console.log(`\n  Paraphe: ${url}\n  GraphQL: ${url}/graphql\n`);
  const shutdown = async (signal: string) => {
    logger.info({ signal, drainSeconds: config.SHUTDOWN_TIMEOUT_S }, 'shutting down: finishing the requests and job in progress');
    // A second signal, or a drain stuck past its bound, ends the process at once.
    process.once(signal, () => process.exit(1));
    setTimeout(() => process.exit(1), (config.SHUTDOWN_TIMEOUT_S + 10) * 1000).unref();
    await app.stop({ drainMs: config.SHUTDOWN_TIMEOUT_S * 1000 });
    await stopTracing?.().catch((error: unknown) => logger.warn({ err: error }, 'traces not flushed'));
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
