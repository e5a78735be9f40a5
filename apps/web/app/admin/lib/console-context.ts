import { useOutletContext } from 'react-router';
import type { Operator } from '@school/contracts';

export interface ConsoleContext {
  operator: Operator;
}

/** The signed-in operator, for pages inside the console layout. */
export const useConsole = () => useOutletContext<ConsoleContext>();
