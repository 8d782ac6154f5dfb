import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { SchemaLearner, schemaProblem } from './json-schema.ts';
import { extractTarGz, isSafeArchivePath, MalformedTar, writeTarGz } from './tar.ts';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'archive-tar-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the archive .tar.gz', () => {
  it('round-trips files, long paths included, and the system tar reads what it writes', async () => {
    const root = join(dir, 'round');
    const long = `tickets/${'t'.repeat(36)}/attachments/${'a'.repeat(36)}-${'n'.repeat(60)}`;
    mkdirSync(join(root, 'data'), { recursive: true });
    mkdirSync(join(root, long, '..'), { recursive: true });
    writeFileSync(join(root, 'data/rows.jsonl'), '{"id":"1"}\n');
    writeFileSync(join(root, long), Buffer.alloc(1500, 7));
    const out = join(dir, 'round.tar.gz');
    await writeTarGz(root, ['data/rows.jsonl', long], out, Date.now());
    const listed = (await run('tar', ['-tzf', out])).stdout.trim().split('\n');
    expect(listed).toEqual(['data/rows.jsonl', long]);
    const back = join(dir, 'round-back');
    const files = await extractTarGz(out, back);
    expect(files.map((f) => [f.path, f.bytes])).toEqual([
      ['data/rows.jsonl', 11],
      [long, 1500],
    ]);
    expect(readFileSync(join(back, long)).equals(Buffer.alloc(1500, 7))).toBe(true);
  });

  it('refuses links, paths out of the folder, truncated and non-gzip files', async () => {
    const root = join(dir, 'bad');
    mkdirSync(root);
    writeFileSync(join(root, 'file.txt'), 'text');
    symlinkSync('/etc/passwd', join(root, 'link'));
    const linked = join(dir, 'link.tar.gz');
    await run('tar', ['-czf', linked, '-C', root, 'file.txt', 'link']);
    await expect(extractTarGz(linked, join(dir, 'x1'))).rejects.toBeInstanceOf(MalformedTar);

    const escaping = join(dir, 'escaping.tar.gz');
    await run('tar', ['-czf', escaping, '-P', '--transform=s,^,../,', '-C', root, 'file.txt']);
    await expect(extractTarGz(escaping, join(dir, 'x2'))).rejects.toBeInstanceOf(MalformedTar);

    const whole = readFileSync(linked);
    const truncated = join(dir, 'truncated.tar.gz');
    writeFileSync(truncated, whole.subarray(0, whole.length - 20));
    await expect(extractTarGz(truncated, join(dir, 'x3'))).rejects.toBeInstanceOf(MalformedTar);

    const plain = join(dir, 'plain.tar.gz');
    writeFileSync(plain, 'not an archive at all');
    await expect(extractTarGz(plain, join(dir, 'x4'))).rejects.toBeInstanceOf(MalformedTar);

    const garbage = join(dir, 'garbage.tar.gz');
    writeFileSync(garbage, gzipSync(Buffer.alloc(2048, 65)));
    await expect(extractTarGz(garbage, join(dir, 'x5'))).rejects.toBeInstanceOf(MalformedTar);
  });

  it('accepts only relative, plain paths', () => {
    expect(isSafeArchivePath('data/users.jsonl')).toBe(true);
    for (const path of ['../x', '/etc/passwd', 'a/../b', 'a//b', 'a/./b', 'a b', ''])
      expect(isSafeArchivePath(path), path).toBe(false);
  });
});

describe('the schema learnt from rows', () => {
  it('describes every row it saw, and refuses other shapes', () => {
    const learner = new SchemaLearner();
    const rows = [
      { id: 'a', n: 1, tags: ['x'], nested: { at: '2026-01-01' }, maybe: null },
      { id: 'b', n: 2.5, tags: [], nested: { at: '2026-01-02', extra: true }, maybe: 'set' },
    ];
    for (const row of rows) learner.add(row);
    const schema = learner.schema({ id: 's', title: 't', description: 'd' });
    for (const row of rows) expect(schemaProblem(schema, row)).toBeUndefined();
    expect(schema.required).toEqual(['id', 'maybe', 'n', 'nested', 'tags']);
    expect(schemaProblem(schema, { ...rows[0], n: 'one' })).toMatch(/n is string/);
    expect(schemaProblem(schema, { ...rows[0], unknown: 1 })).toMatch(/unknown is not in the schema/);
    expect(schemaProblem(schema, { id: 'c', n: 1, tags: [], nested: { at: 'x' } })).toMatch(/maybe is missing/);
  });

  it('turns objects keyed by ids into maps, so the schema stays small', () => {
    const learner = new SchemaLearner();
    for (let i = 0; i < 200; i += 1) learner.add({ id: String(i), items: { [`ref-${i}`]: { units: i } } });
    const schema = learner.schema({ id: 's', title: 't', description: 'd' });
    expect(JSON.stringify(schema).length).toBeLessThan(1000);
    expect(schemaProblem(schema, { id: 'z', items: { 'ref-new': { units: 3 } } })).toBeUndefined();
    expect(schemaProblem(schema, { id: 'z', items: { 'ref-new': { units: 'many' } } })).toMatch(/units is string/);
  });
});
