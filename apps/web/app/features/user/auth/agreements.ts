import type { WebsiteNavGroup } from '@school/contracts';
import { navHref } from '~/lib/path-rules';

export interface AgreementLink {
  label: string;
  href: string;
}

const AGREEMENT_NAMES = ['用户协议', '隐私政策'];

/** The footer's 用户协议 and 隐私政策 entries, linked as the footer links them (an article page when no address). */
export function findAgreementLinks(groups: WebsiteNavGroup[]): AgreementLink[] {
  const links: AgreementLink[] = [];
  for (const name of AGREEMENT_NAMES) {
    for (const group of groups) {
      const item = group.websiteNavList.find((entry) => entry.navName.trim() === name);
      if (item) {
        links.push({ label: name, href: item.navUrl.trim() ? navHref(item.navUrl) : `/view/service?id=${item.id}` });
        break;
      }
    }
  }
  return links;
}
