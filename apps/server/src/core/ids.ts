/**
 * Time-ordered ids that fit in 53 bits so they are exact as JS numbers and as BIGINT columns:
 * 40 bits of milliseconds since 2024-01-01 (about 34 years), 5 bits of node id, 8 bits of sequence.
 * They travel as strings (ARCHITECTURE §4).
 */
const EPOCH = Date.UTC(2024, 0, 1);
const NODE_BITS = 5;
const SEQUENCE_BITS = 8;
const SEQUENCE_MAX = (1 << SEQUENCE_BITS) - 1;

export type IdGenerator = () => number;

export function createIdGenerator(nodeId = 0, now: () => number = Date.now): IdGenerator {
  let lastMs = -1;
  let sequence = 0;
  return () => {
    let ms = now() - EPOCH;
    if (ms < lastMs) ms = lastMs; // clock moved back: keep ids increasing
    if (ms === lastMs) {
      sequence = (sequence + 1) & SEQUENCE_MAX;
      if (sequence === 0) ms = lastMs + 1; // sequence exhausted: borrow the next millisecond
    } else {
      sequence = 0;
    }
    lastMs = ms;
    return ms * 2 ** (NODE_BITS + SEQUENCE_BITS) + nodeId * 2 ** SEQUENCE_BITS + sequence;
  };
}

/** Parses a wire id; the contract already checked its digits. */
export const parseId = (id: string): number => Number(id);
export const formatId = (id: number): string => String(id);
