import type { ReactNode } from 'react';

/** A community page: the main column and the side column. */
export function CommunityColumns({ children, side }: { children: ReactNode; side: ReactNode }) {
  return (
    <div className="community-page page-width">
      <div className="community-page__main">{children}</div>
      <aside className="community-page__side">{side}</aside>
    </div>
  );
}
