import { CourseKind, courseStudyContracts } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Tabs, type TabsProps } from 'antd';
import { useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { CoursePrice } from '~/components/course-card';
import { QueryContent } from '~/components/query-content';
import { MY_STUDY_KEY, myCollectionsQuery } from '../api/my-study';
import { StudyList, StudyRow } from '~/components/study-list';
import { useApi } from '~/lib/api-context';
import { COURSE_KIND_LABELS, coursePageOf } from '~/lib/course-kinds';
import { pageOf } from '~/lib/paging';
import { usePersonalQuery } from '~/lib/personal-queries';

/** The course kinds' tabs, by their key in `?tab=`. */
const KIND_TABS = [
  { key: 'course', label: '课程', kind: CourseKind.video },
  { key: 'live', label: '直播', kind: CourseKind.live },
  { key: 'resource', label: '资源', kind: CourseKind.resource },
  { key: 'library', label: '文库', kind: CourseKind.library },
] as const;

/**
 * 我的收藏 (?tab=live&page=N): one tab per kind of thing collected — courses of each kind here, the other
 * kinds from their features (`others`: problems; blogs and questions join as their issue lands).
 */
export function CollectionPage({ others }: { others: NonNullable<TabsProps['items']> }) {
  const [params, setParams] = useSearchParams();
  const tabs = [
    ...KIND_TABS.map(({ key, label, kind }) => ({ key, label, children: <CourseCollections kind={kind} /> })),
    ...others,
  ];
  const active = tabs.some((tab) => tab.key === params.get('tab')) ? params.get('tab')! : 'course';
  return (
    <AccountPage title="我的收藏">
      <Tabs items={tabs} activeKey={active} onChange={(tab) => setParams(tab === 'course' ? {} : { tab })} />
    </AccountPage>
  );
}

function CourseCollections({ kind }: { kind: CourseKind }) {
  const [params] = useSearchParams();
  const api = useApi();
  const queryClient = useQueryClient();
  const collections = usePersonalQuery(myCollectionsQuery(api, pageOf(params.get('page')), kind));
  const remove = async (collectionId: string) => {
    try {
      await api.call(courseStudyContracts.deleteCourseCollection, { ids: [collectionId] });
      await queryClient.invalidateQueries({ queryKey: MY_STUDY_KEY });
    } catch {
      // shown by the request layer
    }
  };
  return (
    <QueryContent query={collections}>
      {(page) => (
        <StudyList page={page} empty={`还没有收藏${COURSE_KIND_LABELS[kind]}`}>
          {(item) => (
            <StudyRow
              key={item.collectionId}
              cover={item.course.courseLogo}
              title={item.course.courseName}
              href={coursePageOf(kind, item.course.id)}
              actions={
                <Popconfirm
                  title="取消收藏？"
                  okText="取消收藏"
                  cancelText="保留"
                  onConfirm={() => remove(item.collectionId)}
                >
                  <Button>取消收藏</Button>
                </Popconfirm>
              }
            >
              <p>
                {item.course.lecturerName} · <CoursePrice course={item.course} />
              </p>
              <p>收藏于 {item.gmtCreate.slice(0, 10)}</p>
            </StudyRow>
          )}
        </StudyList>
      )}
    </QueryContent>
  );
}
