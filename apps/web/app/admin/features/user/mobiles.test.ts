import { describe, expect, it } from 'vitest';
import { invalidMobiles, mobilesError, normalizeMobiles } from './mobiles';

describe('recipient mobiles', () => {
  it('splits pasted lists on commas, spaces, new lines and 、, trims and de-duplicates', () => {
    expect(
      normalizeMobiles(['13800000001，13800000002', ' 13800000001 ', '13800000003\n13800000004、13800000005']),
    ).toEqual(['13800000001', '13800000002', '13800000003', '13800000004', '13800000005']);
    expect(normalizeMobiles(['', '  '])).toEqual([]);
  });

  it('accepts none (broadcast) and up to 200 mainland numbers', () => {
    expect(mobilesError(undefined)).toBeUndefined();
    expect(mobilesError([])).toBeUndefined();
    expect(invalidMobiles(['13800000001', '12800000001', '1380000000', 'abc'])).toEqual([
      '12800000001',
      '1380000000',
      'abc',
    ]);
    expect(mobilesError(['13800000001', '1380'])).toBe('手机号格式不正确：1380');
    const many = Array.from({ length: 201 }, (_, i) => `139${String(i).padStart(8, '0')}`);
    expect(mobilesError(many)).toBe('一次最多发给 200 个手机号，当前 201 个');
    expect(mobilesError(many.slice(0, 200))).toBeUndefined();
  });
});
