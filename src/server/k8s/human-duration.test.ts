import { describe, expect, it } from 'vitest';
import { humanDuration } from './human-duration.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("kubectl's AGE", () => {
  it.each([
    [-3 * SECOND, '<invalid>'],
    [-500, '0s'],
    [45 * SECOND, '45s'],
    [119 * SECOND, '119s'],
    [3 * MINUTE + 12 * SECOND, '3m12s'],
    [5 * MINUTE, '5m'],
    [95 * MINUTE, '95m'],
    [2 * HOUR + 5 * MINUTE, '125m'],
    [4 * HOUR + 5 * MINUTE, '4h5m'],
    [30 * HOUR, '30h'],
    [3 * DAY - 20 * SECOND, '2d23h'],
    [3 * DAY, '3d'],
    [40 * DAY, '40d'],
    [800 * DAY, '2y70d'],
    [9 * 365 * DAY, '9y'],
  ])('prints %i ms as %s', (milliseconds, expected) => {
    expect(humanDuration(milliseconds)).toBe(expected);
  });
});
