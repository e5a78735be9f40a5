import type { ReactNode } from 'react';
import './account-page.css';

/** A personal-centre page: its title (with an optional note and actions on the right) and content. */
export function AccountPage({
  title,
  note,
  actions,
  children,
}: {
  title: string;
  note?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="account-page">
      <header className="account-page__head">
        <h1 className="account-page__title">{title}</h1>
        {note ? <span className="account-page__note">{note}</span> : null}
        {actions ? <div className="account-page__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
