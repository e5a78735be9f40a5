import AppContext, { type useAppProps } from 'antd/es/app/context';
import { lazy, Suspense, useContext, useState, type ReactNode } from 'react';

type Feedback = useAppProps;

const FeedbackHolders = lazy(() => import('./site-feedback-holders'));

const METHODS = {
  message: ['open', 'info', 'success', 'error', 'warning', 'loading', 'destroy'],
  notification: ['open', 'info', 'success', 'error', 'warning', 'destroy'],
  modal: ['confirm', 'info', 'success', 'error', 'warning'],
} as const;

/**
 * Stands in for antd's message, notification and modal until they have loaded: a call made before
 * runs once they have (`load` asks for them) and returns a promise of what antd returns; later calls
 * go straight to antd.
 */
function deferredFeedback(load: () => void) {
  let loaded: Feedback | undefined;
  const waiting: ((real: Feedback) => void)[] = [];
  const call = (part: keyof Feedback, method: string, args: unknown[]) => {
    const run = (real: Feedback) =>
      (real[part] as unknown as Record<string, (...values: unknown[]) => unknown>)[method]?.(...args);
    if (loaded) return run(loaded);
    load();
    return new Promise((resolve) => waiting.push((real) => resolve(run(real))));
  };
  const part = (name: keyof Feedback) =>
    Object.fromEntries(METHODS[name].map((method) => [method, (...args: unknown[]) => call(name, method, args)]));
  return {
    feedback: {
      message: part('message'),
      notification: part('notification'),
      modal: part('modal'),
    } as unknown as Feedback,
    ready(real: Feedback) {
      loaded = real;
      for (const run of waiting.splice(0)) run(real);
    },
  };
}

/**
 * What `App.useApp()` gives the site's pages, antd's message, notification and modal, loaded on first
 * use: antd's `App` made them on every page, and with them its dialog, skeleton and notification code
 * in the script every page loads first (decision 0084).
 */
export function SiteFeedback({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [{ feedback, ready }] = useState(() => deferredFeedback(() => setWanted(true)));
  return (
    <AppContext.Provider value={feedback}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <FeedbackHolders onReady={ready} />
        </Suspense>
      ) : null}
    </AppContext.Provider>
  );
}

/** The site's message, notification and modal (antd's `App.useApp()` reads the same). */
export const useSiteFeedback = () => useContext(AppContext);
