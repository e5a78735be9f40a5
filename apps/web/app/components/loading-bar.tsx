import { Limits } from '@school/contracts';
import { useEffect, useState, type CSSProperties } from 'react';
import { useNavigation } from 'react-router';
import { useSchoolStore } from '~/lib/store';

export type LoadingBarPhase = 'idle' | 'running' | 'done';

const DONE_FADE_MS = 400;

/**
 * The bar appears only when the work lasts longer than 200 ms (quick calls show nothing), creeps
 * towards the end over about 5000 ms, and fills up when the work is done. Data is never delayed.
 */
export function useLoadingBarPhase(busy: boolean, delayMs = Limits.fetchMinDelayMs): LoadingBarPhase {
  const [phase, setPhase] = useState<LoadingBarPhase>('idle');

  useEffect(() => {
    if (busy) {
      const start = setTimeout(() => setPhase('running'), delayMs);
      return () => clearTimeout(start);
    }
    const finish = setTimeout(() => setPhase((current) => (current === 'running' ? 'done' : current)), 0);
    const hide = setTimeout(() => setPhase('idle'), DONE_FADE_MS);
    return () => {
      clearTimeout(finish);
      clearTimeout(hide);
    };
  }, [busy, delayMs]);

  return phase;
}

export function LoadingBar() {
  const navigation = useNavigation();
  const apiLoading = useSchoolStore((state) => state.loading);
  const phase = useLoadingBarPhase(navigation.state !== 'idle' || apiLoading);
  return (
    <div
      className={`loading-bar loading-bar--${phase}`}
      style={{ '--loading-bar-ms': `${Limits.loadingBarMs}ms` } as CSSProperties}
      role="progressbar"
      aria-label="页面加载中"
      aria-hidden={phase === 'idle'}
    />
  );
}
