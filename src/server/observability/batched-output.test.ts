import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { BatchedOutput } from './batched-output.ts';

const dir = mkdtempSync(join(tmpdir(), 'batched-output-'));
const opened: number[] = [];
afterEach(() => opened.splice(0).forEach((fd) => closeSync(fd)));

/** A logger writing to a new file, and that file's lines as parsed JSON. */
function fileLogger(name: string) {
  const path = join(dir, name);
  const fd = openSync(path, 'w');
  opened.push(fd);
  const logger = pino({ level: 'info' }, new BatchedOutput(fd));
  const lines = () =>
    readFileSync(path, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; level: number });
  return { logger, lines };
}

describe('log lines written once per event-loop turn', () => {
  it('writes every line of a turn, in order, by the next turn', async () => {
    const { logger, lines } = fileLogger('info.log');
    for (let i = 0; i < 5; i += 1) logger.info(`request ${i}`);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines().map((line) => line.msg)).toEqual(['request 0', 'request 1', 'request 2', 'request 3', 'request 4']);
  });

  it('writes a warning at once, after the lines before it', () => {
    const { logger, lines } = fileLogger('warn.log');
    logger.info('before');
    logger.warn('database slow');
    expect(lines().map((line) => line.msg)).toEqual(['before', 'database slow']);
    logger.error('failed');
    expect(lines().at(-1)).toMatchObject({ msg: 'failed', level: 50 });
  });
});

process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
