import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `endsAt` (ms), never below 0. */
export const secondsLeft = (endsAt: number, now: number) => Math.max(0, Math.ceil((endsAt - now) / 1000));

/** The SMS button's label: 获取验证码, or the wait before sending again. */
export const sendButtonLabel = (left: number) => (left > 0 ? `${left} 秒后重发` : '获取验证码');

/** A countdown for "send again" (60 s after an SMS code was sent). */
export function useCountdown(now: () => number = Date.now) {
  const [endsAt, setEndsAt] = useState(0);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (endsAt === 0) return undefined;
    const tick = () => {
      const remaining = secondsLeft(endsAt, now());
      setLeft(remaining);
      if (remaining === 0) setEndsAt(0);
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt, now]);

  const start = useCallback(
    (seconds: number) => {
      const at = now() + seconds * 1000;
      setLeft(secondsLeft(at, now()));
      setEndsAt(at);
    },
    [now],
  );

  return { secondsLeft: left, running: left > 0, start };
}
