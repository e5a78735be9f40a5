import { describe, expect, it } from 'vitest';
import { defineModule, seedOrder, type ModuleDefinition } from './module.ts';

const named = (name: string, seedsAfter?: ModuleDefinition[]) =>
  defineModule({ name, seedsAfter, create: () => ({ service: null }) });

describe('seedOrder', () => {
  it('keeps the list order and moves a module after those it seeds after', () => {
    const user = named('user');
    const course = named('course', [user]);
    const content = named('content', [course]);
    const system = named('system');
    const order = seedOrder([system, content, course, user]).map((module) => module.name);
    expect(order).toEqual(['system', 'user', 'course', 'content']);
  });

  it('refuses a circle and a module missing from the list, naming them', () => {
    const first = named('first');
    const second = named('second', [first]);
    first.seedsAfter = [second];
    expect(() => seedOrder([first, second])).toThrow('first → second → first');
    expect(() => seedOrder([named('course', [named('user')])])).toThrow('user is not in the module list');
  });
});
