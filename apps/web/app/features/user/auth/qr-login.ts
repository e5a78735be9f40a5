import type { QrCode, QrState, UserInfo } from '@school/contracts';
import type { ApiReply } from '~/lib/request';

/** The sandbox provider encodes a local page that plays the phone's part. */
export const isSandboxQrUrl = (qrcodeUrl: string) => qrcodeUrl.includes('/sandbox/wechat/scan');

/** How often the sign-in QR code's state is asked while its tab is open. */
export const QR_POLL_MS = 2000;

/** The QR tab: fetch a code, poll while waiting, then sign in, bind a mobile, or offer a fresh code. */
export type QrPhase =
  | { phase: 'loading' }
  | { phase: 'failed' }
  | { phase: 'waiting'; scene: QrCode; expiresAt: number }
  | { phase: 'signed-in'; scene: QrCode; token: string; userInfo: UserInfo }
  | { phase: 'bind'; scene: QrCode; wxNickname: string }
  | { phase: 'expired'; scene: QrCode };

export type QrEvent =
  | { type: 'refresh' }
  | { type: 'loaded'; scene: QrCode; now: number }
  | { type: 'load-failed' }
  | { type: 'polled'; reply: ApiReply<QrState>; now: number }
  | { type: 'tick'; now: number };

export const QR_INITIAL: QrPhase = { phase: 'loading' };

export function qrReducer(state: QrPhase, event: QrEvent): QrPhase {
  switch (event.type) {
    case 'refresh':
      return { phase: 'loading' };
    case 'loaded':
      return { phase: 'waiting', scene: event.scene, expiresAt: event.now + event.scene.expireSeconds * 1000 };
    case 'load-failed':
      return { phase: 'failed' };
    case 'tick':
      return state.phase === 'waiting' && event.now >= state.expiresAt
        ? { phase: 'expired', scene: state.scene }
        : state;
    case 'polled': {
      // Only a waiting code moves on; a late answer for an old code changes nothing.
      if (state.phase !== 'waiting') return state;
      const { reply } = event;
      if (reply.code !== 200) return { phase: 'expired', scene: state.scene };
      switch (reply.data.state) {
        case 0:
          return event.now >= state.expiresAt ? { phase: 'expired', scene: state.scene } : state;
        case 1:
          return reply.data.token && reply.data.userInfo
            ? { phase: 'signed-in', scene: state.scene, token: reply.data.token, userInfo: reply.data.userInfo }
            : state;
        case 2:
          return { phase: 'bind', scene: state.scene, wxNickname: reply.data.wxNickname };
        default:
          return { phase: 'expired', scene: state.scene };
      }
    }
  }
}

/** Poll only while a code waits for its scan. */
export const shouldPollQr = (state: QrPhase) => state.phase === 'waiting';
