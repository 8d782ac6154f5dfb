import { describe, expect, it } from 'vitest';
import { SLIDE, enterKeyframes, exitKeyframes, slideDirection } from './slide.ts';
import { ROUTES } from './routes.ts';

describe('slideDirection', () => {
  it('goes forward from configure to provisioning and backward in reverse', () => {
    expect(slideDirection(ROUTES.configureCluster.slideStep, ROUTES.clusterProvisioning.slideStep)).toBe(1);
    expect(slideDirection(ROUTES.clusterProvisioning.slideStep, ROUTES.clustersConfigure.slideStep)).toBe(-1);
  });
  it('goes forward when arriving from outside the sequence', () => expect(slideDirection(undefined, 1)).toBe(1));
});

describe('keyframes', () => {
  it('use SPEC timings and a 20 px offset', () => {
    expect(SLIDE).toEqual({ offsetPx: 20, inMs: 400, outMs: 300 });
    expect(enterKeyframes(1)[0]).toEqual({ opacity: 0, transform: 'translateX(20px)' });
    expect(exitKeyframes(1)[1]).toEqual({ opacity: 0, transform: 'translateX(-20px)' });
    expect(enterKeyframes(-1)[0]?.transform).toBe('translateX(-20px)');
    expect(exitKeyframes(-1)[1]?.transform).toBe('translateX(20px)');
  });
});
