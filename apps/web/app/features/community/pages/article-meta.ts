import { rootDataOf, siteMeta } from '~/lib/page-meta';

/** '<title> - <site>', with the article's summary as the description when it has one. */
export function articleMeta(title: string, summary: string | undefined, matches: Parameters<typeof rootDataOf>[0]) {
  const tags = siteMeta(title, rootDataOf(matches));
  return summary
    ? [
        ...tags.filter((tag) => !('name' in tag && tag.name === 'description')),
        { name: 'description', content: summary },
      ]
    : tags;
}
