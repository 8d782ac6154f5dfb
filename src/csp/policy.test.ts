import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StaticFiles } from '../server/http/static-files.ts';
import { themeInitScript } from '../shared/inline-scripts/theme-init-script.ts';
import { astroCsp, metaPolicy, pagePolicyHeader, scriptHash } from './policy.ts';

describe('page policy', () => {
  it('allows the layouts’ inline scripts by hash, and no inline or eval script', () => {
    const csp = astroCsp();
    expect(csp.scriptDirective.hashes).toContain(scriptHash(themeInitScript));
    expect(csp.scriptDirective.resources).toEqual(["'self'"]);
    expect(JSON.stringify(csp.scriptDirective)).not.toMatch(/unsafe/);
    // A <meta> policy cannot carry frame-ancestors: the server adds it to the header.
    expect(csp.directives.join(';')).not.toContain('frame-ancestors');
  });

  it('reads a built page’s <meta> policy and adds frame-ancestors for the header', () => {
    const html = `<head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-x=';"></head>`;
    const policy = metaPolicy(html);
    expect(policy).toBe("default-src 'self'; script-src 'self' 'sha256-x=';");
    expect(pagePolicyHeader(policy ?? '')).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x='; frame-ancestors 'none'",
    );
    expect(metaPolicy('<head><title>x</title></head>')).toBeUndefined();
  });

  it('the static files send a page’s policy as a header, and none for other files', async () => {
    const root = await mkdtemp(join(tmpdir(), 'csp-static-'));
    await mkdir(join(root, 'pricing'));
    await writeFile(
      join(root, 'pricing', 'index.html'),
      `<meta http-equiv="content-security-policy" content="script-src 'self';">`,
    );
    await writeFile(join(root, 'app.js'), 'export {};');
    const files = await StaticFiles.load(root);
    const headers = (path: string) => {
      const set = new Map<string, unknown>();
      const response = {
        setHeader: (name: string, value: unknown) => set.set(name.toLowerCase(), value),
        // A built file writes its whole head at once, as name, value, name, value…
        writeHead: (_status: number, list: unknown[]) => {
          for (let i = 0; i < list.length; i += 2) set.set(String(list[i]).toLowerCase(), list[i + 1]);
        },
        end: () => {},
        statusCode: 0,
      };
      files.serve({ method: 'GET', headers: {} } as never, response as never, path);
      return set;
    };
    expect(headers('/pricing').get('content-security-policy')).toBe("script-src 'self'; frame-ancestors 'none'");
    expect(headers('/app.js').has('content-security-policy')).toBe(false);
  });
});
