import type { CourseDetail, ProductType } from '@school/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageBreadcrumb } from '~/components/page-breadcrumb';
import type { PayProduct } from '~/components/pay-dialog-slot';
import { useApi } from '~/lib/api-context';
import { SHELF_NAMES, SHELF_PATHS, type DocumentKind } from './catalogue-filters';
import { downloadCountQuery, ITEM_MINE_KEY, type PublicItem } from './document-api';

/** The browser's download starts a moment after the click; the counts are read again after it. */
const COUNT_AGAIN_MS = 1500;

/**
 * What the pages of a resource pack and a library document share: the download counts, the purchase
 * (`round` changes after it, so files are signed again) and reading the counts again after a download.
 */
export function useItemPage(item: PublicItem) {
  const { course } = item;
  const api = useApi();
  const queryClient = useQueryClient();
  const countQuery = downloadCountQuery(api, course.id, item.downloads);
  const downloads = useQuery(countQuery);
  const [paying, setPaying] = useState<PayProduct | null>(null);
  const [round, setRound] = useState(0);
  return {
    downloads: downloads.data,
    paying,
    round,
    startPaying: () => setPaying({ productType: course.courseCategory as ProductType, productId: course.id }),
    stopPaying: () => setPaying(null),
    paid: () => {
      setRound((count) => count + 1);
      void queryClient.invalidateQueries({ queryKey: ITEM_MINE_KEY });
    },
    counted: () =>
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: countQuery.queryKey }), COUNT_AGAIN_MS),
  };
}

/** 首页 › the shelf › the item. */
export function ItemBreadcrumb({ course }: { course: CourseDetail }) {
  const kind = course.courseCategory as DocumentKind;
  return (
    <PageBreadcrumb
      items={[
        { key: 'home', title: <Link to="/">首页</Link> },
        { key: 'shelf', title: <Link to={SHELF_PATHS[kind]}>{SHELF_NAMES[kind]}</Link> },
        { key: 'item', title: course.courseName },
      ]}
    />
  );
}
