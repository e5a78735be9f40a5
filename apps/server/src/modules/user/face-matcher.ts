import { createHash } from 'node:crypto';

/**
 * The face-comparison boundary. A real provider compares two portraits; the sandbox matcher (the
 * default) counts two pictures as the same face when their bytes are identical, so a check can be
 * passed or failed on purpose in tests and demos.
 */
export interface FaceMatcher {
  isSameFace(reference: Buffer, probe: Buffer): Promise<boolean>;
}

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export const sandboxFaceMatcher: FaceMatcher = {
  isSameFace: (reference, probe) => Promise.resolve(digest(reference) === digest(probe)),
};
