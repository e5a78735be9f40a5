import { courseAuthorContracts, type CoursePeriod } from '@school/contracts';
import { useState } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { DraftPreviewBanner, DraftPreviewFrame, type DraftPreviewAnswer } from '~/components/draft-preview';
import { useApi } from '~/lib/api-context';
import { personalQueryKey, usePersonalQuery } from '~/lib/personal-queries';
import { assertOptionalId, notFound } from '~/lib/route-guards';
import { DocumentPanel } from '../components/document-panel';
import { FileList, fileActionButton, ItemAbout, ItemHero } from '../components/item-parts';
import type { DocumentKind } from '../catalogue-filters';
import '../resource.css';

export function checkItemPreviewId({ params }: LoaderFunctionArgs) {
  assertOptionalId(params.id);
  if (!params.id) notFound();
  return null;
}

const EDIT_PATHS: Record<DocumentKind, string> = { 3: '/account/resource/period', 4: '/account/library/period' };
const NO_DOWNLOADS = { countDownload: 0, periodList: [] };

/** A draft file the author can open here: a PDF (or a converted one) to read, an MP3 to play. */
const openLabel = (period: CoursePeriod) =>
  period.doc?.docType === 'mp3' ? '播放' : period.doc?.canPreview === 1 ? '预览' : undefined;

/**
 * /preview/resource/{id} and /preview/library/{id}: the author's draft laid out as learners will see
 * it once approved, read with the author's session (only the item's lecturer may preview it); each file
 * opens under its row, read whole from the draft.
 */
export function ItemPreviewPage({ kind }: { kind: DocumentKind }) {
  const { id } = useParams();
  const api = useApi();
  const [opened, setOpened] = useState<string>();
  const query = usePersonalQuery({
    queryKey: personalQueryKey('resource-preview', id),
    queryFn: async (): Promise<DraftPreviewAnswer> => {
      const reply = await api.request(courseAuthorContracts.previewCourseAudit, { id: id! }, { isShowErrTip: false });
      return reply.code === 200 ? { preview: reply.data } : { refusal: reply.msg || '无法预览' };
    },
  });
  return (
    <DraftPreviewFrame answer={query.data} who="作者" className="item-page">
      {(preview) => (
        <div className="item-page page-width">
          <DraftPreviewBanner
            preview={preview}
            editHref={`${EDIT_PATHS[kind]}?courseId=${preview.course.id}`}
            className="item-preview__banner"
          />
          <ItemHero course={preview.course} countDownload={0} />
          <div className="item-body">
            <div className="item-body__main">
              <section className="item-section">
                <h2 className="item-section__title">{kind === 4 ? '目录' : '文件列表'}</h2>
                <FileList
                  chapters={preview.chapterList}
                  downloads={NO_DOWNLOADS}
                  actions={(period) => {
                    const label = openLabel(period);
                    return label
                      ? fileActionButton(
                          label,
                          () => setOpened((current) => (current === period.id ? undefined : period.id)),
                          opened === period.id,
                        )
                      : null;
                  }}
                  below={(period) =>
                    opened === period.id ? <DocumentPanel periodId={period.id} round={0} draft /> : null
                  }
                />
              </section>
              <ItemAbout course={preview.course} />
            </div>
          </div>
        </div>
      )}
    </DraftPreviewFrame>
  );
}
