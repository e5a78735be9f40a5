import type { FormInstance } from 'antd';
import { useState } from 'react';
import { needsCaptcha } from '~/lib/needs-captcha';
import { useCaptcha } from './use-captcha';

/** The picture's answer a sign-in sends once the server has asked for it; empty before. */
export type CaptchaAnswer = { captchaId: string; captchaCode: string | undefined } | Record<string, never>;

/**
 * One sign-in try at a time. After failures the server wants the image captcha's answer with each
 * try (decision 0019); from then on every try sends it, and a refused try takes a new picture, since
 * a captcha is good for one check. `captchaAlwaysShown`: the form shows the picture from the start
 * (it also guards the SMS code), otherwise it loads when first asked for.
 */
export function useSignInAttempt(form: Pick<FormInstance, 'setFieldValue'>, captchaAlwaysShown: boolean) {
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { captcha, refresh } = useCaptcha(captchaAlwaysShown || captchaNeeded);

  const attempt = async (values: { captchaCode?: string }, signIn: (answer: CaptchaAnswer) => Promise<void>) => {
    setSubmitting(true);
    try {
      await signIn(
        captchaNeeded && captcha ? { captchaId: captcha.captchaId, captchaCode: values.captchaCode?.trim() } : {},
      );
    } catch (error) {
      // The message was shown by the request layer.
      if (needsCaptcha(error)) setCaptchaNeeded(true);
      if (captchaNeeded || needsCaptcha(error)) {
        form.setFieldValue('captchaCode', '');
        refresh();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return { captcha, refresh, captchaNeeded, submitting, attempt };
}
