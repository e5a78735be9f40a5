import { Button, Result } from 'antd';
import { useLoaderData, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { PayDialogSlot } from '~/components/pay-dialog-slot';
import { useApi } from '~/lib/api-context';
import { formatCount } from '~/lib/money';
import { usePersonalQuery } from '~/lib/personal-queries';
import { saveReturnAddress } from '~/lib/session';
import { useSchoolStore, useSchoolStoreApi } from '~/lib/store';
import { CoursePrice } from '~/components/course-card';
import { DocumentPanel } from '../components/document-panel';
import { ItemBody, isFreeItem } from '../components/item-parts';
import { itemMineQuery } from '../document-api';
import { ItemBreadcrumb, useItemPage } from '../item-page';
import { itemRoute } from '../item-route';
import '../resource.css';

/** /library/view/{id}[?periodId=N]: a library document, read on the server as every reader sees it. */
export const { load: loadLibraryView, meta: libraryViewMeta } = itemRoute('文档不存在或已下架', '文库');

/**
 * The reader of a library document: its contents by chapter beside the pages of the chosen part
 * (`periodId`, else the first). A visitor is asked to sign in; a reader without the document reads
 * the free pages, then meets the buy wall.
 */
export function LibraryViewPage({ PayDialog }: { PayDialog: PayDialogSlot }) {
  const item = useLoaderData<typeof loadLibraryView>();
  const { course, chapters, related } = item;
  const api = useApi();
  const store = useSchoolStoreApi();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  const mine = usePersonalQuery(itemMineQuery(api, course.id));
  const page = useItemPage(item);
  const owned = isFreeItem(course) || mine.data?.isPay === 1;
  const parts = chapters.flatMap((chapter) => chapter.periodList);
  const current = parts.find((part) => part.id === params.get('periodId')) ?? parts[0];

  const signIn = () => {
    saveReturnAddress(store, `${location.pathname}${location.search}`);
    void navigate('/login');
  };
  const buy = page.startPaying;

  return (
    <div className="item-page page-width">
      <ItemBreadcrumb course={course} />
      <header className="library-head">
        <h1 className="library-head__name">{course.courseName}</h1>
        <p className="item-hero__facts">
          {course.lecturerName ? <span>讲师：{course.lecturerName}</span> : null}
          <span>
            下载 <strong data-testid="item-downloads">{formatCount(page.downloads.countDownload)}</strong> 次
          </span>
          <CoursePrice course={course} />
          {signedIn && mine.data && !owned ? (
            <Button type="primary" onClick={buy}>
              购买文档
            </Button>
          ) : null}
        </p>
      </header>
      <div className="library-body">
        <nav className="library-contents" aria-label="目录">
          <h2 className="item-section__title">目录</h2>
          {chapters.map((chapter) => (
            <div key={chapter.id} className="library-contents__chapter">
              <h3>{chapter.chapterName}</h3>
              <ul>
                {chapter.periodList.map((part) => (
                  <li key={part.id}>
                    <button
                      type="button"
                      className={part.id === current?.id ? 'library-contents__part--active' : undefined}
                      aria-current={part.id === current?.id ? 'true' : undefined}
                      onClick={() => setParams({ periodId: part.id }, { preventScrollReset: true })}
                    >
                      {part.periodName}
                      {part.canTry === 1 ? <small>免费</small> : null}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <main className="library-reader">
          {!current ? (
            <Result status="info" title="这篇文档还没有内容" />
          ) : !signedIn ? (
            <Result
              status="info"
              title="请先登录，登录后即可阅读"
              subTitle={
                current.doc && current.doc.freePages > 0 && !owned
                  ? `可免费试读前 ${Math.min(current.doc.freePages, current.doc.pageCount)} 页`
                  : undefined
              }
              extra={
                <Button type="primary" onClick={signIn}>
                  去登录
                </Button>
              }
            />
          ) : (
            <DocumentPanel
              key={current.id}
              periodId={current.id}
              round={page.round}
              onBuy={owned ? undefined : buy}
              onDownloaded={page.counted}
            />
          )}
        </main>
      </div>
      <ItemBody course={course} related={related} />
      <PayDialog start={page.paying} onClose={page.stopPaying} onPaid={page.paid} />
    </div>
  );
}
