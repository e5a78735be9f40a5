import type { LoaderFunctionArgs } from 'react-router';
import { rootDataOf, siteMeta, textOf } from '~/lib/page-meta';
import { assertOptionalId, notFound } from '~/lib/route-guards';
import { createServerApi } from '~/lib/server-api';
import { fetchPublicItem } from './document-api';

/**
 * The loader and head of an item's page (a resource pack, a library document): the item read on the
 * server as every reader sees it, `missing` when it is not on the shelf, `title` before it is read.
 */
export function itemRoute(missing: string, title: string) {
  async function load({ params, request, context }: LoaderFunctionArgs) {
    assertOptionalId(params.id);
    if (!params.id) notFound();
    const item = await fetchPublicItem(createServerApi(context, request), params.id);
    if (!item) notFound(missing);
    return item;
  }
  function meta({
    loaderData,
    matches,
  }: {
    loaderData?: Awaited<ReturnType<typeof load>>;
    matches: Parameters<typeof rootDataOf>[0];
  }) {
    const course = loaderData?.course;
    return siteMeta(
      course?.courseName ?? title,
      rootDataOf(matches),
      course ? textOf(course.introduce) || course.courseName : undefined,
    );
  }
  return { load, meta };
}
