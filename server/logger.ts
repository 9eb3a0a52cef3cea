import pino from 'pino';
import { traceFields } from './telemetry/trace-context';

export type Logger = pino.Logger;

export function createLogger(level: string, pretty = false): Logger {
  return pino({
    level,
    base: undefined,
    // Inside a traced request or job each line carries trace_id and span_id.
    mixin: traceFields,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'], remove: true },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  });
}
