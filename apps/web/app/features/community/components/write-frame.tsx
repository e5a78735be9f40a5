import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The writing pages' own frame (the site's header and footer are hidden on 'write' paths). */
export function WriteFrame({
  title,
  back,
  note,
  actions,
  children,
}: {
  title: string;
  back: { to: string; label: string };
  note?: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="write-page">
      <header className="write-page__bar">
        <Link to={back.to} aria-label={back.label}>
          <ArrowLeftOutlined /> {back.label}
        </Link>
        <h1>{title}</h1>
        <div className="write-page__actions">
          {note ? <span className="write-page__draft-note">{note}</span> : null}
          {actions}
        </div>
      </header>
      <div className="write-page__body">{children}</div>
    </div>
  );
}
