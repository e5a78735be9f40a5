import { EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import type { WebsiteInfo, WebsiteNavGroup } from '@school/contracts';
import { KeptHtml } from '~/components/kept-html';
import { SiteLink } from '~/components/site-link';
import { SiteLogoMark } from '~/components/site-logo';
import { isExternalHref, navHref } from '~/lib/path-rules';
import type { WebsiteLink } from '~/lib/site-bootstrap';
import { useSchoolStore } from '~/lib/store';

/** A footer link without an address opens its article page (/view/service?id=). */
const footerHref = (item: { id: string; navUrl: string }) =>
  item.navUrl.trim() ? navHref(item.navUrl) : `/view/service?id=${item.id}`;

/** What the footer shows of the site info. */
const footerInfo = (webInfo: WebsiteInfo) => ({
  siteName: webInfo.siteNamePc,
  logo: webInfo.logo || undefined,
  telephone: webInfo.telephone,
  address: webInfo.address,
  wxCode: webInfo.wxCode,
  service1: webInfo.service1,
  copyright: webInfo.copyright,
  icp: webInfo.icp,
  prn: webInfo.prn,
  prnNo: webInfo.prnNo,
});

interface FooterParts {
  info: ReturnType<typeof footerInfo>;
  groups: WebsiteNavGroup[];
  links: WebsiteLink[];
}

/**
 * The footer is the same on every page of a site, so the server keeps its HTML (components/kept-html.tsx)
 * by what it shows; unless a friend link is a relative address, which only React Router's `<Link>` resolves.
 */
const footerKey = (parts: FooterParts) =>
  parts.links.every((link) => link.linkUrl.startsWith('/') || isExternalHref(link.linkUrl))
    ? JSON.stringify(parts)
    : null;

/** The site footer: logo and contacts, footer nav groups, QR codes, friend links, copyright and filings. */
export function SiteFooter() {
  const webInfo = useSchoolStore((state) => state.webInfo);
  const groups = useSchoolStore((state) => state.aboutList.list);
  const links = useSchoolStore((state) => state.linkList);
  if (!webInfo) return null;
  const parts: FooterParts = { info: footerInfo(webInfo), groups, links };
  return (
    <KeptHtml tag="footer" className="site-footer" keyOf={() => footerKey(parts)}>
      <FooterBody {...parts} />
    </KeptHtml>
  );
}

function FooterBody({ info: webInfo, groups, links }: FooterParts) {
  return (
    <>
      <div className="site-footer__main page-width">
        <div className="site-footer__brand">
          <SiteLogoMark className="site-footer__logo" siteName={webInfo.siteName} logo={webInfo.logo} />
          {webInfo.telephone ? (
            <p className="site-footer__hotline">
              <PhoneOutlined /> 服务热线：<strong>{webInfo.telephone}</strong>
            </p>
          ) : null}
          {webInfo.address ? (
            <p className="site-footer__address">
              <EnvironmentOutlined /> 地址：{webInfo.address}
            </p>
          ) : null}
        </div>
        <div className="site-footer__groups">
          {groups.map((group) => (
            <div className="site-footer__group" key={group.id}>
              <h3>{group.navName}</h3>
              <ul>
                {group.websiteNavList.map((item) => (
                  <li key={item.id}>
                    <SiteLink href={footerHref(item)} target={item.target}>
                      {item.navName}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="site-footer__codes">
          {webInfo.wxCode ? (
            <figure>
              <img src={webInfo.wxCode} alt="官方公众号二维码" width={96} height={96} />
              <figcaption>官方公众号</figcaption>
            </figure>
          ) : null}
          {webInfo.service1 ? (
            <figure>
              <img src={webInfo.service1} alt="客服二维码" width={96} height={96} />
              <figcaption>联系客服</figcaption>
            </figure>
          ) : null}
        </div>
      </div>
      {links.length > 0 ? (
        <div className="site-footer__links page-width">
          <span>友情链接：</span>
          {links.map((link) => (
            <SiteLink key={link.id} href={link.linkUrl} target={link.linkTarget}>
              {link.linkName}
            </SiteLink>
          ))}
        </div>
      ) : null}
      <div className="site-footer__legal">
        <div className="page-width">
          {webInfo.copyright ? <span>{webInfo.copyright}</span> : null}
          {webInfo.icp ? (
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
              {webInfo.icp}
            </a>
          ) : null}
          {webInfo.prn || webInfo.prnNo ? (
            <a href="https://beian.mps.gov.cn/" target="_blank" rel="noopener noreferrer">
              {webInfo.prn}
              {webInfo.prnNo}
            </a>
          ) : null}
        </div>
      </div>
    </>
  );
}
