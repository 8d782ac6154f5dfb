import { describe, expect, it } from 'vitest';
import { namesMatch } from './confirm-name.ts';

describe('namesMatch', () => {
  it('takes the exact name, spaces around it aside, and nothing else', () => {
    expect(namesMatch('web-prod', 'web-prod')).toBe(true);
    expect(namesMatch('  Acme SAS ', 'Acme SAS')).toBe(true);
    expect(namesMatch('web-pro', 'web-prod')).toBe(false);
    expect(namesMatch('WEB-PROD', 'web-prod')).toBe(false);
    expect(namesMatch('', '')).toBe(false);
  });
});
