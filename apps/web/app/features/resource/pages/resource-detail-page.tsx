import type { CoursePeriod } from '@school/contracts';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import type { PayDialogSlot } from '~/components/pay-dialog-slot';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { saveReturnAddress } from '~/lib/session';
import { useSchoolStore, useSchoolStoreApi } from '~/lib/store';
import { DocumentPanel } from '../components/document-panel';
import { FileList, ItemBody, ItemHero, isFreeItem, fileActionButton } from '../components/item-parts';
import { itemMineQuery } from '../document-api';
import { ItemBreadcrumb, useItemPage } from '../item-page';
import { itemRoute } from '../item-route';
import '../resource.css';

/** /resource/detail/{id}: a resource pack, read on the server as every reader sees it. */
export const { load: loadResourceDetail, meta: resourceDetailMeta } = itemRoute('资源不存在或已下架', '资源详情');

/** The label of a file's button: a PDF is previewed, an MP3 played, anything else downloaded. */
const openLabel = (period: CoursePeriod) =>
  period.doc?.docType === 'mp3' ? '播放' : period.doc?.canPreview === 1 ? '预览' : '下载';

/**
 * The files open under their row for a signed-in reader: the PDF reader (free pages then the buy
 * wall), the MP3 player or the download. The order feature's pay dialog comes in from the route.
 */
export function ResourceDetailPage({ PayDialog }: { PayDialog: PayDialogSlot }) {
  const item = useLoaderData<typeof loadResourceDetail>();
  const { course, chapters, related } = item;
  const api = useApi();
  const store = useSchoolStoreApi();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  const mine = usePersonalQuery(itemMineQuery(api, course.id));
  const page = useItemPage(item);
  const [opened, setOpened] = useState<string>();
  const owned = isFreeItem(course) || mine.data?.isPay === 1;

  const buy = () => {
    if (!signedIn) return toSignIn('请先登录，登录后即可购买');
    page.startPaying();
  };
  const toSignIn = (why: string) => {
    void message.info(why);
    saveReturnAddress(store, `${location.pathname}${location.search}`);
    void navigate('/login');
  };
  const open = (period: CoursePeriod) => {
    if (!signedIn) return toSignIn('请先登录，登录后即可预览和下载');
    setOpened((current) => (current === period.id ? undefined : period.id));
  };

  return (
    <div className="item-page page-width">
      <ItemBreadcrumb course={course} />
      <ItemHero course={course} countDownload={page.downloads.countDownload}>
        <div className="item-hero__actions">
          {owned ? (
            <span className="item-hero__owned">
              {isFreeItem(course) ? '免费资源，登录后即可下载' : '您已拥有该资源'}
            </span>
          ) : (
            <Button type="primary" size="large" onClick={buy}>
              购买资源
            </Button>
          )}
        </div>
      </ItemHero>
      <ItemBody course={course} related={related}>
        <section className="item-section">
          <h2 className="item-section__title">文件列表</h2>
          <FileList
            chapters={chapters}
            downloads={page.downloads}
            actions={(period) => fileActionButton(openLabel(period), () => open(period), opened === period.id)}
            below={(period) =>
              opened === period.id && signedIn ? (
                <DocumentPanel
                  periodId={period.id}
                  round={page.round}
                  onBuy={owned ? undefined : buy}
                  onDownloaded={page.counted}
                />
              ) : null
            }
          />
        </section>
      </ItemBody>
      <PayDialog start={page.paying} onClose={page.stopPaying} onPaid={page.paid} />
    </div>
  );
}
