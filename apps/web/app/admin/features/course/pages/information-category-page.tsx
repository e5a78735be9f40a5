import { CATEGORY_TREES, CategoryTreePage } from './course-category-page';

export function meta() {
  return [{ title: '资源与文库分类 - 运营后台' }];
}

/** The category tree of resource packs and library documents (category type 2, decision 0071). */
export default function InformationCategoryPage() {
  return <CategoryTreePage tree={CATEGORY_TREES.information} />;
}
