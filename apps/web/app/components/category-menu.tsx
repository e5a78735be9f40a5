import { Link } from 'react-router';
import { PlainLink } from './plain-link';

/** A category with its children (the three-level tree of /course/api/course/category/list). */
export interface MenuCategory {
  id: string;
  categoryName: string;
  children: MenuCategory[];
}

export const categoryListHref = (id: string) => `/list?categoryId=${id}`;

/** How many second-level names a panel row shows under its top-level name. */
const PANEL_PREVIEW_COUNT = 2;

/**
 * The course categories as a menu: top-level names in a column; hovering (or focusing) one opens
 * its second and third levels beside it. Every category is a link to /list?categoryId=…, rendered
 * on the server (the flyouts are shown by CSS), so the tree reaches crawlers and works without script.
 * `panel` is the home page's column beside the carousel, `dropdown` the header's menu.
 */
export function CategoryMenu({ categories, variant }: { categories: MenuCategory[]; variant: 'panel' | 'dropdown' }) {
  return (
    <div className={`category-menu category-menu--${variant}`}>
      <ul className="category-menu__tops">
        {categories.map((top) => (
          <li key={top.id} className="category-menu__top">
            <div className="category-menu__top-line">
              <PlainLink to={categoryListHref(top.id)} className="category-menu__top-name">
                {top.categoryName}
              </PlainLink>
              {variant === 'panel' ? (
                <span className="category-menu__preview">
                  {top.children.slice(0, PANEL_PREVIEW_COUNT).map((second) => (
                    <PlainLink key={second.id} to={categoryListHref(second.id)}>
                      {second.categoryName}
                    </PlainLink>
                  ))}
                </span>
              ) : null}
              {top.children.length > 0 ? <span className="category-menu__arrow" aria-hidden="true" /> : null}
            </div>
            {top.children.length > 0 ? (
              <div className="category-menu__flyout">
                <PlainLink to={categoryListHref(top.id)} className="category-menu__flyout-title">
                  全部{top.categoryName}课程 <span className="category-menu__chevron" aria-hidden="true" />
                </PlainLink>
                <dl className="category-menu__groups">
                  {top.children.map((second) => (
                    <div key={second.id} className="category-menu__group">
                      <dt>
                        <PlainLink to={categoryListHref(second.id)}>{second.categoryName}</PlainLink>
                      </dt>
                      <dd>
                        {second.children.map((third) => (
                          <PlainLink key={third.id} to={categoryListHref(third.id)}>
                            {third.categoryName}
                          </PlainLink>
                        ))}
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The course categories as a tree to tap through (the phone's menu drawer): each top-level name opens
 * (a native disclosure) its 全部…课程 link and its second and third levels.
 */
export function CategoryTree({ categories }: { categories: MenuCategory[] }) {
  return (
    <ul className="category-tree">
      {categories.map((top) => (
        <li key={top.id}>
          {top.children.length > 0 ? (
            <details className="category-tree__top">
              <summary>{top.categoryName}</summary>
              <Link to={categoryListHref(top.id)} className="category-tree__all">
                全部{top.categoryName}课程
              </Link>
              {top.children.map((second) => (
                <div key={second.id} className="category-tree__group">
                  <Link to={categoryListHref(second.id)} className="category-tree__second">
                    {second.categoryName}
                  </Link>
                  {second.children.map((third) => (
                    <Link key={third.id} to={categoryListHref(third.id)}>
                      {third.categoryName}
                    </Link>
                  ))}
                </div>
              ))}
            </details>
          ) : (
            <Link to={categoryListHref(top.id)} className="category-tree__top">
              {top.categoryName}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
