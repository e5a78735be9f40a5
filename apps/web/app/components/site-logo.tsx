import { Link } from 'react-router';
import { useSchoolStore } from '~/lib/store';

/**
 * The school's mark with its name written beside it from the site info, so renaming the school in
 * the console renames every page (the mark itself carries no name). Links home.
 */
export function SiteLogo({ className }: { className: string }) {
  const webInfo = useSchoolStore((state) => state.webInfo);
  const siteName = webInfo?.siteNamePc ?? '';
  return (
    <Link to="/" className={`site-logo ${className}`} aria-label={`${siteName}首页`}>
      {webInfo?.logo ? <img src={webInfo.logo} alt="" className="site-logo__mark" /> : null}
      <span className="site-logo__name">{siteName}</span>
    </Link>
  );
}
