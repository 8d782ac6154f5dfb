import { format } from 'node:util';
import { pino, type DestinationStream, type Logger } from 'pino';
import { PinoPretty } from 'pino-pretty';
import { BatchedOutput } from './batched-output.ts';

/**
 * The process's structured log: one JSON object per line on stdout (pino), for journald, a
 * container runtime or any log shipper. Fields never carry a secret: requests are logged by
 * route and path without their query string or headers, and nothing logs a body.
 */
export let logger: Logger = pino({
  level: 'info',
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
});

/**
 * Sets the level (LOG_LEVEL), the format (LOG_FORMAT: JSON for machines, written once per
 * event-loop turn; on a terminal, unless told otherwise, one readable line per entry) and the
 * instance name every line carries.
 */
export function configureLogger(
  level: string,
  fields: Record<string, string> = {},
  format?: 'json' | 'pretty',
): Logger {
  const pretty = format === 'pretty' || (format === undefined && process.stdout.isTTY === true);
  const destination: DestinationStream | undefined = pretty
    ? PinoPretty({
        sync: true,
        colorize: process.stdout.isTTY === true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname',
      })
    : new BatchedOutput(1);
  const options = { level, base: { pid: process.pid, ...fields }, timestamp: pino.stdTimeFunctions.isoTime };
  logger = pino(options, destination);
  return logger;
}

/**
 * Sends `console.*` of the whole process to the structured log, so the lines of every module
 * (jobs, mail, start-up) come out as JSON too, at the level their call names.
 */
export function routeConsoleToLogger(): void {
  const line =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) =>
      logger[level](format(...args));
  console.debug = line('debug');
  console.log = line('info');
  console.info = line('info');
  console.warn = line('warn');
  console.error = line('error');
}
