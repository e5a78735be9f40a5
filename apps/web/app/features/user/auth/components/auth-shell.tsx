import { CheckCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useSchoolStore } from '~/lib/store';
import '../auth.css';

const HIGHLIGHTS = ['外教直播小班课，开口说地道英语', '雅思、托福、四六级备考体系课程', '学习记录云端同步，随时接着学'];

/** The sign-in pages' frame: the school's promise on the left, the form card on the right. */
export function AuthShell({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  const siteName = useSchoolStore((state) => state.webInfo?.siteNamePc ?? '');
  return (
    <section className="auth-page">
      <div className="auth-page__inner page-width">
        <aside className="auth-page__intro">
          <p className="auth-page__brand">{siteName}</p>
          <h2 className="auth-page__slogan">每天进步一点点，让英语成为您的底气</h2>
          <ul className="auth-page__highlights">
            {HIGHLIGHTS.map((text) => (
              <li key={text}>
                <CheckCircleFilled /> {text}
              </li>
            ))}
          </ul>
        </aside>
        <div className="auth-card">
          <h1 className="auth-card__title">{title}</h1>
          {children}
          {footer ? <div className="auth-card__footer">{footer}</div> : null}
        </div>
      </div>
    </section>
  );
}
