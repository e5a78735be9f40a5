import type { ContractTable } from './route.ts';

/**
 * Every module's route tables by group name. Each contract file adds its own groups at its end with
 * `addContracts`, and names them here by declaration merging, so this type is exact; the index loads
 * the files, one line each.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AllContracts {}

// A mapped copy: unlike an interface, an object type gives `Object.values` its tables' type.
export const allContracts = {} as { [Group in keyof AllContracts]: AllContracts[Group] };

export function addContracts<Groups extends Record<string, ContractTable>>(groups: Groups): Groups {
  for (const name of Object.keys(groups)) {
    if (name in allContracts) throw new Error(`contract group ${name} is added twice`);
  }
  Object.assign(allContracts, groups);
  return groups;
}
