import { useLocation } from 'react-router';
import { ScriptSnippet } from '~/components/script-snippet';
import { isConsolePath, isOnlineServicePage } from '~/lib/path-rules';
import { useSchoolStore } from '~/lib/store';

/** The online-service widget on the pages listed in onlineServicePages, when switched on (never in the console). */
export function OnlineServiceSnippet() {
  const { pathname } = useLocation();
  const webInfo = useSchoolStore((state) => state.webInfo);
  if (!webInfo || webInfo.isEnableOnlineService !== 1 || isConsolePath(pathname)) return null;
  if (!isOnlineServicePage(pathname, webInfo.onlineServicePages)) return null;
  return <ScriptSnippet name="online-service" html={webInfo.onlineServiceCode} />;
}

/** The statistics code on every page of the site, when switched on; not in the operator console. */
export function StatisticsSnippet() {
  const { pathname } = useLocation();
  const webInfo = useSchoolStore((state) => state.webInfo);
  if (!webInfo || webInfo.isEnableStatistics !== 1 || isConsolePath(pathname)) return null;
  return <ScriptSnippet name="statistics" html={webInfo.statisticsCode} />;
}
