import { LikeFilled, LikeOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { OpType, type RecordState } from '@school/contracts';
import { useState } from 'react';
import { PlainButton } from '~/components/plain-button';
import { useSignInFirst } from './sign-in-first';

/**
 * 点赞 / 收藏 of a post or a question. `state` is the reader's (read in the browser) or the
 * page's counts for a visitor (give it a new `key` when the reader's state arrives);
 * `toggle(opType, on)` makes the call and resolves with the new state.
 */
export function RecordButtons({
  state,
  toggle,
}: {
  state: RecordState;
  toggle(opType: 1 | 2, on: boolean): Promise<RecordState>;
}) {
  const { ensureSignedIn } = useSignInFirst();
  const [current, setCurrent] = useState(state);
  const [busy, setBusy] = useState<number>();

  const press = async (opType: 1 | 2) => {
    if (!ensureSignedIn(opType === OpType.like ? '登录后即可点赞' : '登录后即可收藏')) return;
    const on = opType === OpType.like ? !current.isLike : !current.isCollect;
    setBusy(opType);
    try {
      setCurrent(await toggle(opType, on));
    } catch {
      // shown by the request layer
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className="record-buttons">
      <PlainButton
        icon={current.isLike ? <LikeFilled /> : <LikeOutlined />}
        type={current.isLike ? 'primary' : 'default'}
        aria-pressed={current.isLike === 1}
        loading={busy === OpType.like}
        onClick={() => void press(OpType.like)}
      >
        {current.isLike ? '已点赞' : '点赞'} {current.countLike}
      </PlainButton>
      <PlainButton
        icon={current.isCollect ? <StarFilled /> : <StarOutlined />}
        type={current.isCollect ? 'primary' : 'default'}
        aria-pressed={current.isCollect === 1}
        loading={busy === OpType.collect}
        onClick={() => void press(OpType.collect)}
      >
        {current.isCollect ? '已收藏' : '收藏'} {current.countCollect}
      </PlainButton>
    </div>
  );
}
