import { describe, expect, it } from 'vitest';
import { applyLabelFlags, applyTaintFlags, labelsText, taintsText } from './pool-scheduling-flags.ts';

describe('node-pools set flags', () => {
  it('sets and removes labels as kubectl label does', () => {
    expect(applyLabelFlags({ team: 'web', tier: 'a' }, ['tier-', 'accelerator=nvidia-l4'])).toEqual({
      team: 'web',
      accelerator: 'nvidia-l4',
    });
    expect(() => applyLabelFlags({}, ['novalue'])).toThrow(/key=value/);
  });

  it('adds, replaces and removes taints as kubectl taint does', () => {
    const added = applyTaintFlags([], ['gpu=true:NoSchedule', 'dedicated:NoExecute']);
    expect(added).toEqual([
      { key: 'gpu', value: 'true', effect: 'NoSchedule' },
      { key: 'dedicated', value: '', effect: 'NoExecute' },
    ]);
    expect(applyTaintFlags(added, ['gpu=yes:NoSchedule'])).toContainEqual({
      key: 'gpu',
      value: 'yes',
      effect: 'NoSchedule',
    });
    expect(applyTaintFlags(added, ['gpu=yes:NoSchedule'])).toHaveLength(2);
    expect(applyTaintFlags(added, ['gpu:NoSchedule-'])).toEqual([{ key: 'dedicated', value: '', effect: 'NoExecute' }]);
    expect(applyTaintFlags(added, ['dedicated-'])).toEqual([{ key: 'gpu', value: 'true', effect: 'NoSchedule' }]);
    expect(() => applyTaintFlags([], ['gpu=true:Sometimes'])).toThrow(/NoSchedule/);
    expect(() => applyTaintFlags([], ['gpu=true'])).toThrow(/Effect/);
  });

  it('prints labels and taints as kubectl does', () => {
    expect(labelsText({ a: '1', b: '' })).toBe('a=1,b=');
    expect(labelsText(undefined)).toBe('-');
    expect(
      taintsText([
        { key: 'gpu', value: 'true', effect: 'NoSchedule' },
        { key: 'x', value: '', effect: 'NoExecute' },
      ]),
    ).toBe('gpu=true:NoSchedule,x:NoExecute');
    expect(taintsText([])).toBe('-');
  });
});
