import { EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import { SiteLink } from '~/components/site-link';
import { SiteLogo } from '~/components/site-logo';
import { navHref } from '~/lib/path-rules';
import { useSchoolStore } from '~/lib/store';

/** A footer link without an address opens its article page (/view/service?id=). */
const footerHref = (item: { id: string; navUrl: string }) =>
  item.navUrl.trim() ? navHref(item.navUrl) : `/view/service?id=${item.id}`;

/** The site footer: logo and contacts, footer nav groups, QR codes, friend links, copyright and filings. */
export function SiteFooter() {
  const webInfo = useSchoolStore((state) => state.webInfo);
  const groups = useSchoolStore((state) => state.aboutList.list);
  const links = useSchoolStore((state) => state.linkList);
  if (!webInfo) return null;
  return (
    <footer className="site-footer">
      <div className="site-footer__main page-width">
        <div className="site-footer__brand">
          <SiteLogo className="site-footer__logo" />
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
    </footer>
  );
}
