import { courseContracts as course } from '@school/contracts';
import { Avatar } from 'antd';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageBreadcrumb } from '~/components/page-breadcrumb';
import { Picture } from '~/components/picture';
import { EmptyState } from '~/components/empty-state';
import { LinkPagination } from '~/components/link-pagination';
import { RichText } from '~/components/rich-text';
import { CourseGrid } from '~/components/course-card';
import { LecturerCards } from '~/features/course/components/lecturer-cards';
import { orNotFound } from '~/lib/loader-errors';
import { rootDataOf, siteMeta } from '~/lib/page-meta';
import { pageOf, withPage } from '~/lib/paging';
import { assertOptionalId, notFound } from '~/lib/route-guards';
import { createServerApi } from '~/lib/server-api';
import './school-profile-page.css';

const PAGE_SIZE = 12;

/**
 * /schoolProfile/{id}: an organisation's public profile — introduction, lecturers, courses
 * (decision 0007; the id is the organisation's user id). No id, or no enabled profile: 404.
 */
export async function loadSchoolProfile({ request, context, params }: LoaderFunctionArgs) {
  assertOptionalId(params.id);
  if (!params.id) notFound();
  const page = pageOf(new URL(request.url).searchParams.get('page'));
  const org = await orNotFound(
    createServerApi(context, request).storeRequest(course.viewOrgProfile, {
      id: params.id,
      pageCurrent: page,
      pageSize: PAGE_SIZE,
    }),
  );
  return { org };
}

export function schoolProfileMeta({
  loaderData,
  matches,
}: {
  loaderData?: Awaited<ReturnType<typeof loadSchoolProfile>>;
  matches: Parameters<typeof rootDataOf>[0];
}) {
  return siteMeta(loaderData?.org.orgName ?? '机构简介', rootDataOf(matches));
}

export function SchoolProfilePage() {
  const { org } = useLoaderData<typeof loadSchoolProfile>();
  const { coursePage } = org;
  return (
    <div className="school-profile page-width">
      <PageBreadcrumb
        items={[
          { key: 'home', title: <Link to="/">首页</Link> },
          { key: 'org', title: org.orgName },
        ]}
      />
      <header className="school-profile__head">
        <Avatar
          shape="square"
          size={96}
          src={org.orgLogo ? <Picture src={org.orgLogo} sizes="96px" alt="" /> : undefined}
        >
          {org.orgName.slice(0, 1)}
        </Avatar>
        <div>
          <h1 className="school-profile__name">{org.orgName}</h1>
          <p className="school-profile__stats">
            <span>{coursePage.totalCount} 门课程</span>
            <span>{org.lecturerList.length} 位讲师</span>
          </p>
        </div>
      </header>
      {org.introduce ? (
        <section className="content-card" aria-labelledby="org-intro">
          <h2 id="org-intro" className="content-card__title">
            机构简介
          </h2>
          <RichText html={org.introduce} />
        </section>
      ) : null}
      {org.lecturerList.length > 0 ? (
        <section className="content-card" aria-labelledby="org-lecturers">
          <h2 id="org-lecturers" className="content-card__title">
            机构讲师
          </h2>
          <LecturerCards lecturers={org.lecturerList} />
        </section>
      ) : null}
      <section className="content-card" aria-labelledby="org-courses">
        <h2 id="org-courses" className="content-card__title">
          机构课程
        </h2>
        {coursePage.list.length > 0 ? (
          <CourseGrid courses={coursePage.list} />
        ) : (
          <EmptyState title={coursePage.totalCount > 0 ? '这一页没有课程了' : '机构还没有上架课程'} />
        )}
        <LinkPagination
          current={coursePage.pageCurrent}
          total={coursePage.totalCount}
          pageSize={PAGE_SIZE}
          hrefFor={(page) => withPage(`/schoolProfile/${org.id}`, '', page)}
        />
      </section>
    </div>
  );
}
