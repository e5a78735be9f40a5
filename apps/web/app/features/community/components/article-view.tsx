import type { ReactNode } from 'react';
import { RichText } from '~/components/rich-text';

/**
 * A post read in full (blog article, info article, question): its title, a meta line, the source of
 * a reprint, the body, and what the page adds below it (the record buttons).
 */
export function ArticleView({
  title,
  meta,
  source,
  content,
  children,
}: {
  title: ReactNode;
  meta: ReactNode;
  source?: { label: string; url: string };
  content: string;
  children?: ReactNode;
}) {
  return (
    <article className="article">
      <h1 className="article__title">{title}</h1>
      <p className="article__meta">{meta}</p>
      {source?.url ? (
        <p className="article__source">
          {source.label}
          <a href={source.url} rel="nofollow noopener" target="_blank">
            {source.url}
          </a>
        </p>
      ) : null}
      <RichText html={content} className="article__content" />
      {children}
    </article>
  );
}
