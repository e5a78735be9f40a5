import { describe, expect, it } from 'vitest';
import type { QrCode, QrState } from '@school/contracts';
import type { ApiReply } from '~/lib/request';
import { learner } from '../../../../test/fixtures';
import { QR_INITIAL, qrReducer, shouldPollQr, type QrPhase } from './qr-login';

const scene: QrCode = {
  sceneId: 'a'.repeat(32),
  qrcodeImage: 'data:image/svg+xml;base64,PHN2Zy8+',
  display: 'image',
  qrcodeUrl: 'http://127.0.0.1/sandbox/wechat/scan?scene=aaa',
  expireSeconds: 300,
};
const polled = (state: Partial<QrState>, code = 200): ApiReply<QrState> => ({
  code,
  msg: code === 200 ? '成功' : '二维码不存在',
  data: { state: 0, token: '', userInfo: null, wxNickname: '', ...state },
});
const waiting = qrReducer(QR_INITIAL, { type: 'loaded', scene, now: 1_000 });

describe('QR sign-in state machine', () => {
  it('loads a code and waits (polling) until it expires', () => {
    expect(QR_INITIAL.phase).toBe('loading');
    expect(shouldPollQr(QR_INITIAL)).toBe(false);
    expect(waiting).toEqual({ phase: 'waiting', scene, expiresAt: 301_000 });
    expect(shouldPollQr(waiting)).toBe(true);
    expect(qrReducer(waiting, { type: 'polled', reply: polled({ state: 0 }), now: 5_000 })).toBe(waiting);
    expect(qrReducer(waiting, { type: 'tick', now: 300_999 })).toBe(waiting);
    expect(qrReducer(waiting, { type: 'tick', now: 301_000 })).toEqual({ phase: 'expired', scene });
  });

  it('state 1 signs in with the token and user', () => {
    const next = qrReducer(waiting, {
      type: 'polled',
      reply: polled({ state: 1, token: 'tok', userInfo: learner, wxNickname: '小李的微信' }),
      now: 5_000,
    });
    expect(next).toEqual({ phase: 'signed-in', scene, token: 'tok', userInfo: learner });
    expect(shouldPollQr(next)).toBe(false);
  });

  it('state 2 asks for a mobile to bind; state 3 and unknown scenes are expired', () => {
    const bind = qrReducer(waiting, { type: 'polled', reply: polled({ state: 2, wxNickname: '新同学' }), now: 5_000 });
    expect(bind).toEqual({ phase: 'bind', scene, wxNickname: '新同学' });
    expect(shouldPollQr(bind)).toBe(false);
    expect(qrReducer(waiting, { type: 'polled', reply: polled({ state: 3 }), now: 5_000 }).phase).toBe('expired');
    expect(qrReducer(waiting, { type: 'polled', reply: polled({}, 404), now: 5_000 }).phase).toBe('expired');
  });

  it('ignores late answers once the code left the waiting state, and refreshes to a new code', () => {
    const expired: QrPhase = { phase: 'expired', scene };
    expect(
      qrReducer(expired, { type: 'polled', reply: polled({ state: 1, token: 't', userInfo: learner }), now: 1 }),
    ).toBe(expired);
    expect(qrReducer(expired, { type: 'refresh' })).toEqual({ phase: 'loading' });
    expect(qrReducer(QR_INITIAL, { type: 'load-failed' })).toEqual({ phase: 'failed' });
  });
});
