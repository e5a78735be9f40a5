import { userContracts, type Captcha } from '@school/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '~/lib/api-context';

/** An image captcha that loads when `enabled` and can be replaced (each one is good for one check). */
export function useCaptcha(enabled = true) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [version, setVersion] = useState(0);
  const api = useApi();

  useEffect(() => {
    if (!enabled) return undefined;
    let cancelled = false;
    api.call(userContracts.getCaptchaImage).then(
      (next) => {
        if (!cancelled) setCaptcha(next);
      },
      () => {
        if (!cancelled) setCaptcha(null);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, version, api]);

  const refresh = useCallback(() => setVersion((value) => value + 1), []);
  return { captcha, refresh };
}
