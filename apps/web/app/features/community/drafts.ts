/**
 * What the writer has typed on /blog/account/write and /question/account/write, kept in the
 * browser's localStorage until it is saved, so a closed tab or a failed save loses nothing.
 * One draft per kind and post ('new' for a post not saved yet).
 */
export type DraftKind = 'blog' | 'question';

export interface Draft {
  title: string;
  content: string;
  labelNo: string;
  summary?: string;
  coverUrl?: string;
  isOriginal?: 0 | 1;
  sourceUrl?: string;
  savedAt: number;
}

const keyOf = (kind: DraftKind, postId: string | undefined) => `community-draft:${kind}:${postId || 'new'}`;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function loadDraft(kind: DraftKind, postId?: string): Draft | undefined {
  const raw = storage()?.getItem(keyOf(kind, postId));
  if (!raw) return undefined;
  try {
    const draft = JSON.parse(raw) as Partial<Draft>;
    if (typeof draft.title !== 'string' || typeof draft.content !== 'string') return undefined;
    return { labelNo: '', savedAt: 0, ...draft } as Draft;
  } catch {
    return undefined;
  }
}

export function saveDraft(
  kind: DraftKind,
  postId: string | undefined,
  draft: Omit<Draft, 'savedAt'>,
  now = Date.now(),
) {
  try {
    storage()?.setItem(keyOf(kind, postId), JSON.stringify({ ...draft, savedAt: now }));
  } catch {
    // A full or disabled storage only loses the local copy.
  }
}

export function clearDraft(kind: DraftKind, postId?: string) {
  storage()?.removeItem(keyOf(kind, postId));
}

/** Whether a draft holds anything worth offering back. */
export const isDraftWorthKeeping = (draft: Pick<Draft, 'title' | 'content'>) =>
  draft.title.trim() !== '' || draft.content.replace(/<[^>]*>/g, '').trim() !== '' || draft.content.includes('<img');
