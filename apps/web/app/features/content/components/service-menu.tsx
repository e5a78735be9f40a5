import type { WebsiteNavGroup } from '@school/contracts';
import { SiteLink } from '~/components/site-link';
import { navHref } from '~/lib/path-rules';

/** The footer's link groups as the side menu of /view/service; the link being read is marked. */
export function ServiceMenu({ groups, activeId }: { groups: WebsiteNavGroup[]; activeId: string }) {
  return (
    <nav className="service-menu" aria-label="帮助与服务">
      {groups.map((group) =>
        group.websiteNavList.length > 0 ? (
          <div key={group.id} className="service-menu__group">
            <h2 className="service-menu__title">{group.navName}</h2>
            <ul>
              {group.websiteNavList.map((link) => (
                <li key={link.id}>
                  <SiteLink
                    href={navHref(link.navUrl)}
                    target={link.target}
                    className={
                      link.id === activeId ? 'service-menu__link service-menu__link--active' : 'service-menu__link'
                    }
                  >
                    {link.navName}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
    </nav>
  );
}

/** The group a footer link belongs to, for the breadcrumb. */
export const groupOfLink = (groups: WebsiteNavGroup[], linkId: string) =>
  groups.find((group) => group.websiteNavList.some((link) => link.id === linkId));
