import { useEffect, useRef, useState } from 'react';
import { clearDraft, isDraftWorthKeeping, loadDraft, saveDraft, type Draft, type DraftKind } from '../drafts';

/**
 * Keeps the form's values as a local draft while the writer types (a second after the last
 * change) and offers the saved draft back once: `restored` is the draft found when the page opened.
 */
export function useLocalDraft(kind: DraftKind, postId: string | undefined) {
  const [restored] = useState(() => loadDraft(kind, postId));
  const [savedAt, setSavedAt] = useState<number>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    restored,
    savedAt,
    keep(values: Omit<Draft, 'savedAt'>) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (!isDraftWorthKeeping(values)) return;
        saveDraft(kind, postId, values);
        setSavedAt(Date.now());
      }, 1000);
    },
    forget() {
      clearTimeout(timer.current);
      clearDraft(kind, postId);
    },
  };
}
