import { Code, type RetryAfter, tooOftenMessage } from '@school/contracts';
import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError } from '~/lib/request';

/** The seconds a rate-limit refusal asks to wait, or undefined for any other failure. */
export function retryAfterOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.code !== Code.tooManyRequests) return undefined;
  const wait = (error.reply.data as Partial<RetryAfter> | null)?.retryAfter;
  return typeof wait === 'number' && wait > 0 ? wait : undefined;
}

/**
 * A form's memory of a rate-limit refusal: `refused(error)` starts the wait when the error is one,
 * `waiting` holds while it lasts, and `notice` says how long is left until the time passes.
 */
export function useRetryNotice() {
  const [wait, setWait] = useState<{ until: number; left: number }>();
  const until = wait?.until;
  useEffect(() => {
    if (until === undefined) return;
    const timer = setInterval(() => {
      const left = Math.ceil((until - Date.now()) / 1000);
      setWait(left > 0 ? { until, left } : undefined);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  return {
    waiting: wait !== undefined,
    refused(error: unknown) {
      const seconds = retryAfterOf(error);
      if (seconds !== undefined) setWait({ until: Date.now() + seconds * 1000, left: seconds });
    },
    notice: wait ? (
      <Alert className="retry-notice" type="warning" showIcon role="status" title={tooOftenMessage(wait.left)} />
    ) : null,
  };
}
