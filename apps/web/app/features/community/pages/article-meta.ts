import { rootDataOf, siteMeta } from '~/lib/page-meta';

/**
 * An article page's meta: '<title> - <site>' ('<fallback> - <site>' while there is no article), with
 * the article's summary as the description when it has one.
 */
export const articleMeta =
  (fallbackTitle: string) =>
  ({
    loaderData,
    matches,
  }: {
    loaderData?: { article: { title: string; summary?: string } };
    matches: Parameters<typeof rootDataOf>[0];
  }) => {
    const summary = loaderData?.article.summary;
    const tags = siteMeta(loaderData?.article.title ?? fallbackTitle, rootDataOf(matches));
    return summary
      ? [
          ...tags.filter((tag) => !('name' in tag && tag.name === 'description')),
          { name: 'description', content: summary },
        ]
      : tags;
  };
