import { useSchoolStore } from '~/lib/store';
import { PlainLink } from './plain-link';

/** The logo as written from given site info (a kept part of the page has no store to read). */
export function SiteLogoMark({ className, siteName, logo }: { className: string; siteName: string; logo?: string }) {
  return (
    <PlainLink to="/" className={`site-logo ${className}`} aria-label={`${siteName}首页`}>
      {logo ? <img src={logo} alt="" className="site-logo__mark" /> : null}
      <span className="site-logo__name">{siteName}</span>
    </PlainLink>
  );
}

/**
 * The school's mark with its name written beside it from the site info, so renaming the school in
 * the console renames every page (the mark itself carries no name). Links home.
 */
export function SiteLogo({ className }: { className: string }) {
  const webInfo = useSchoolStore((state) => state.webInfo);
  return <SiteLogoMark className={className} siteName={webInfo?.siteNamePc ?? ''} logo={webInfo?.logo || undefined} />;
}
