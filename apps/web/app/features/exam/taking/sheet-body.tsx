import { Drawer } from 'antd';
import type { ReactNode } from 'react';

/** The paper beside its answer card; on a narrow screen the card opens in a drawer from the bottom. */
export function SheetBody({
  card,
  cardOpen,
  onCloseCard,
  children,
}: {
  card: ReactNode;
  cardOpen: boolean;
  onCloseCard(): void;
  children: ReactNode;
}) {
  return (
    <>
      <div className="exam-sheet__body">
        <main className="exam-sheet__paper exam-paper">{children}</main>
        <aside className="exam-sheet__side">{card}</aside>
      </div>
      <Drawer title="答题卡" placement="bottom" open={cardOpen} onClose={onCloseCard} size="auto">
        {card}
      </Drawer>
    </>
  );
}
