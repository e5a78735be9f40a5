export * from './common.ts';
export * from './route.ts';
export * from './system.ts';
export * from './user.ts';

import { systemContracts } from './system.ts';
import { userContracts } from './user.ts';

/** Every module's route table, in the order the server registers them. */
export const allContracts = { system: systemContracts, user: userContracts } as const;
