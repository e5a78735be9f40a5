import { StarFilled, StarOutlined } from '@ant-design/icons';
import { examContracts, PROBLEM_COLLECTION_TYPE } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useApi } from '~/lib/api-context';
import { COLLECTED_PROBLEMS_KEY } from '../records/api';

/** 收藏 / 已收藏 on a problem: collects it into 我的收藏 (题目), or takes it out again. */
export function CollectButton({
  examId,
  problemId,
  collected,
  onChange,
}: {
  examId: string;
  problemId: string;
  collected: boolean;
  onChange?(collected: boolean): void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [isCollected, setCollected] = useState(collected);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      if (isCollected)
        await api.call(examContracts.deleteProblemCollection, {
          collectionId: problemId,
          collectionType: PROBLEM_COLLECTION_TYPE,
        });
      else
        await api.call(examContracts.collectProblem, {
          collectionId: problemId,
          collectionType: PROBLEM_COLLECTION_TYPE,
          examId,
        });
      setCollected(!isCollected);
      onChange?.(!isCollected);
      void message.success(isCollected ? '已取消收藏' : '已收藏，可在 我的收藏 · 题目 中查看');
      void queryClient.invalidateQueries({ queryKey: COLLECTED_PROBLEMS_KEY, refetchType: 'none' });
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      icon={isCollected ? <StarFilled /> : <StarOutlined />}
      aria-pressed={isCollected}
      loading={busy}
      onClick={() => void toggle()}
    >
      {isCollected ? '已收藏' : '收藏'}
    </Button>
  );
}
