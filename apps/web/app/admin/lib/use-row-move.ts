import { App } from 'antd';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { showUnlessShown } from '~/lib/request';

/**
 * Moving a row of a hand-sorted list up or down: while `save` runs, `movingId` names the row (the
 * MoveButtons wait on it); afterwards the list under `key` is read again, whether the save went through or not.
 */
export function useRowMove(key: QueryKey, successText?: string) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [movingId, setMovingId] = useState<string>();
  const move = async (id: string, save: () => Promise<unknown>) => {
    setMovingId(id);
    try {
      await save();
      if (successText) message.success(successText);
    } catch (err) {
      showUnlessShown(message, err);
    } finally {
      setMovingId(undefined);
      await queryClient.invalidateQueries({ queryKey: key });
    }
  };
  return { movingId, move };
}
