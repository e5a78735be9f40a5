import type { CoursePeriod, ProductType } from '@school/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Breadcrumb, Button } from 'antd';
import { useState } from 'react';
import { Link, useLoaderData, useLocation, useNavigate } from 'react-router';
import type { PayDialogSlot, PayProduct } from '~/components/pay-dialog-slot';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { saveReturnAddress } from '~/lib/session';
import { useSchoolStore, useSchoolStoreApi } from '~/lib/store';
import { DocumentPanel } from '../components/document-panel';
import { FileList, ItemAbout, ItemHero, isFreeItem, RelatedItems, fileActionButton } from '../components/item-parts';
import { downloadCountQuery, ITEM_MINE_KEY, itemMineQuery } from '../document-api';
import { SHELF_NAMES, SHELF_PATHS } from '../catalogue-filters';
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
  const queryClient = useQueryClient();
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  const mine = usePersonalQuery(itemMineQuery(api, course.id));
  const downloads = useQuery(downloadCountQuery(api, course.id, item.downloads));
  const [opened, setOpened] = useState<string>();
  const [paying, setPaying] = useState<PayProduct | null>(null);
  const [round, setRound] = useState(0);
  const owned = isFreeItem(course) || mine.data?.isPay === 1;

  const buy = () => {
    if (!signedIn) return toSignIn('请先登录，登录后即可购买');
    setPaying({ productType: course.courseCategory as ProductType, productId: course.id });
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
  const paid = () => {
    setRound((count) => count + 1);
    void queryClient.invalidateQueries({ queryKey: ITEM_MINE_KEY });
  };
  const counted = () => void queryClient.invalidateQueries({ queryKey: ['resource-downloads', course.id] });

  return (
    <div className="item-page page-width">
      <Breadcrumb
        className="page-breadcrumb"
        items={[
          { key: 'home', title: <Link to="/">首页</Link> },
          { key: 'shelf', title: <Link to={SHELF_PATHS[3]}>{SHELF_NAMES[3]}</Link> },
          { key: 'item', title: course.courseName },
        ]}
      />
      <ItemHero course={course} countDownload={downloads.data.countDownload}>
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
      <div className="item-body">
        <div className="item-body__main">
          <section className="item-section">
            <h2 className="item-section__title">文件列表</h2>
            <FileList
              chapters={chapters}
              downloads={downloads.data}
              actions={(period) => fileActionButton(openLabel(period), () => open(period), opened === period.id)}
              below={(period) =>
                opened === period.id && signedIn ? (
                  <DocumentPanel
                    periodId={period.id}
                    round={round}
                    onBuy={owned ? undefined : buy}
                    onDownloaded={counted}
                  />
                ) : null
              }
            />
          </section>
          <ItemAbout course={course} />
        </div>
        <aside className="item-body__side">
          <RelatedItems items={related} />
        </aside>
      </div>
      <PayDialog start={paying} onClose={() => setPaying(null)} onPaid={paid} />
    </div>
  );
}
