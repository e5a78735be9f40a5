import { ProductType } from '@school/contracts';
import { badRequest } from '../../core/errors.ts';
import { defineModule } from '../../core/module.ts';
import { migrations } from './migrations/index.ts';
import { seedDemoCatalogue } from './seed/demo-catalogue.ts';
import { attachDemoMedia, seedDemoLessons } from './seed/demo-lessons.ts';
import { search } from '../search/index.ts';
import { registerCourseRoutes } from './course.routes.ts';
import { createStudyStates } from './study-states.ts';
import { createClassAccess, type ClassCourses } from './class-access.ts';
import { createVersions, type Cache } from '../../core/cache.ts';
import type { IdGenerator } from '../../core/ids.ts';
import type { Clock } from '../../core/time.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { FileStorage } from '../../core/storage.ts';
import { order, type OrderService, type SaleService } from '../order/index.ts';
import { upload, type UploadService } from '../upload/index.ts';
import { MessageType, user, type LecturerService, type MessageService, type UserService } from '../user/index.ts';
import { loadTokenSecret, vod, type VodService } from '../vod/index.ts';
import { createAccessoryRepo } from './accessory.repo.ts';
import { createAccessoryService } from './accessory.service.ts';
import { createAuditRepo } from './audit.repo.ts';
import { createAuditService } from './audit.service.ts';
import type { OwnImages } from '../../core/rich-text.ts';
import { createAuthorService } from './author.service.ts';
import { createStudiable } from './studiable.ts';
import { createChapterService } from './chapter.service.ts';
import { createCollectionRepo } from './collection.repo.ts';
import { createCollectionService } from './collection.service.ts';
import { createCommentRepo } from './comment.repo.ts';
import { createCommentService } from './comment.service.ts';
import { createCourseStudyService, type StudyLookup } from './course-study.service.ts';
import { createCourseReader } from './course-reader.ts';
import { createDraftAccess } from './drafts.ts';
import { createDocumentLessons } from './document-lessons.ts';
import { resource, type DocumentAccess, type DocumentService } from '../resource/index.ts';
import { createLessonRepo } from './lesson.repo.ts';
import { createLiveLessons } from './live-lessons.ts';
import { createPeriodService } from './period.service.ts';
import { createLinkSigner } from './signed-link.ts';
import { createCatalogue } from './catalogue.ts';
import { createCategoryRepo } from './category.repo.ts';
import { createCategoryService } from './category.service.ts';
import { createWithLecturerNames } from './course-cards.ts';
import { createReaderPrices } from './reader-price.ts';
import { createCourseRepo } from './course.repo.ts';
import { createCourseService, registerCourseSearch } from './course.service.ts';
import { createOrgProfileRepo } from './org-profile.repo.ts';
import { createOrgProfileService } from './org-profile.service.ts';
import { createZoneRepo } from './zone.repo.ts';
import { createZoneService } from './zone.service.ts';

/** What the catalogue needs from elsewhere: lecturers' and users' data come from the user module. */
export interface CourseModuleDeps {
  database: DatabaseHandle;
  cache: Cache;
  clock: Clock;
  newId: IdGenerator;
  lecturers: Pick<LecturerService, 'publicNames' | 'listEnabled'>;
  users: Pick<UserService, 'summaries'>;
  messages: Pick<MessageService, 'notify'>;
  orders: Pick<OrderService, 'owns' | 'grant' | 'pagePaid' | 'pagePaidForProduct' | 'countPaid'>;
  /** The operator's running sales, which set the price readers see. */
  sales: Pick<SaleService, 'runningFor'>;
  vod: Pick<VodService, 'issuePlayToken' | 'findVideo' | 'findVideos' | 'checkGrantsWith'>;
  uploads: Pick<UploadService, 'readOwnedFile'>;
  /** Private store (accessories). */
  media: FileStorage;
  /** Signs accessory download addresses. */
  linkSecret: Buffer;
  /** A reader's study records, which another module keeps (`study-states.ts`). */
  study: StudyLookup;
  /** Which courses a valid class gives a reader, which another module answers (`class-access.ts`). */
  classAccess: ReturnType<typeof createClassAccess>;
  /** Where the school's own stored pictures live: covers and lesson pictures must be among them. */
  ownImages: OwnImages;
  /** The documents of resource and library lessons and their signed addresses (decision 0071). */
  resources: {
    documents: Pick<DocumentService, 'viewOwn' | 'findMany' | 'idsOfFileType'>;
    access: Pick<DocumentAccess, 'sign' | 'courseDownloadCounts'>;
  };
}

/**
 * The catalogue and video courses, one service per entity: categories, courses, zones, organisation
 * profiles; the learners' course pages (study), comments, collections; teachers' drafts (author,
 * chapter, period, accessory); the operator's audit queue and grants (audit).
 */
export function createCourseModule(deps: CourseModuleDeps) {
  const { database, cache, clock, newId, lecturers, users } = deps;
  const catalogue = createCatalogue({ cache, clock });
  const courseRepo = createCourseRepo(database.db, database.engine);
  const withLecturerNames = createWithLecturerNames(lecturers);
  const readerPrices = createReaderPrices(deps.sales);
  const categories = createCategoryService({
    categoryRepo: createCategoryRepo(database.db),
    courseRepo,
    catalogue,
    clock,
    newId,
  });
  const courses = createCourseService({
    courseRepo,
    categories,
    lecturers,
    withLecturerNames,
    readerPrices,
    catalogue,
    downloads: deps.resources.access,
    documents: deps.resources.documents,
    clock,
  });
  const zones = createZoneService({
    zoneRepo: createZoneRepo(database.db),
    courses,
    withLecturerNames,
    readerPrices,
    catalogue,
    transact: database.transaction,
    clock,
    newId,
  });
  const orgs = createOrgProfileService({
    orgProfileRepo: createOrgProfileRepo(database.db),
    courses,
    users,
    clock,
    newId,
  });

  const transact = database.transaction;
  const lessonRepo = createLessonRepo(database.db);
  const studiable = createStudiable(database.db);
  const auditRepo = createAuditRepo(database.db);
  const accessoryRepo = createAccessoryRepo(database.db);
  const collections = createCollectionService({
    collectionRepo: createCollectionRepo(database.db, { versions: createVersions(cache, clock), clock }),
    courseRepo,
    withLecturerNames,
    clock,
    newId,
  });
  const study = createCourseStudyService({
    courseRepo,
    lessonRepo,
    accessoryRepo,
    orgProfileRepo: createOrgProfileRepo(database.db),
    catalogue,
    withLecturerNames,
    lecturers,
    orders: deps.classAccess.withClassCourses(deps.orders),
    vod: deps.vod,
    study: deps.study,
    media: deps.media,
    links: createLinkSigner(deps.linkSecret),
    collected: collections.isCollected,
    readerPrices,
    clock,
    // Asked while a course page is built, after the module is made.
    lessonDocuments: (siteId, courseId, copy) => documentLessons.documentsOf(siteId, courseId, copy),
  });
  const liveLessons = createLiveLessons(database.db, {
    courseRepo,
    lessonRepo,
    accessoryRepo,
    orgProfileRepo: createOrgProfileRepo(database.db),
    catalogue,
    lecturers,
    orders: deps.classAccess.withClassCourses(deps.orders),
    vod: deps.vod,
  });
  // A refunded course stops its videos at the next key, not when the play token expires.
  deps.vod.checkGrantsWith('lesson', (siteId, userId, periodId, videoId) =>
    study.mayStillWatch(siteId, userId, periodId, videoId),
  );
  const comments = createCommentService({
    transact,
    commentRepo: createCommentRepo(database.db),
    courseRepo,
    users,
    clock,
    newId,
  });
  const drafts = createDraftAccess({ transact, auditRepo, lessonRepo, clock });
  const authors = createAuthorService({
    transact,
    auditRepo,
    courseRepo,
    lessonRepo,
    drafts,
    categories,
    lecturers,
    orders: deps.orders,
    vod: deps.vod,
    study,
    catalogue,
    studiable,
    ownImages: deps.ownImages,
    clock,
    newId,
  });
  const chapters = createChapterService({ lessonRepo, drafts, ownImages: deps.ownImages, clock, newId });
  const periods = createPeriodService({ lessonRepo, drafts, vod: deps.vod, clock, newId });
  const accessories = createAccessoryService({
    accessoryRepo,
    drafts,
    uploads: deps.uploads,
    media: deps.media,
    clock,
    newId,
  });
  const documentLessons = createDocumentLessons({
    database: database.db,
    lessonRepo,
    drafts,
    study,
    documents: deps.resources.documents,
    access: deps.resources.access,
    catalogue,
    clock,
    newId,
  });
  const audits = createAuditService({
    transact,
    auditRepo,
    lessonRepo,
    accessoryRepo,
    courseRepo,
    authors,
    accessories,
    orders: deps.orders,
    users,
    messages: deps.messages,
    catalogue,
    studiable,
    documentLessons,
    clock,
    newId,
  });

  /** A video became playable: published lessons using it show it at once; teachers hear of it. */
  async function videoReady(event: { siteId: number; videoId: number }): Promise<void> {
    const lessons = await lessonRepo.draftPeriodsWithVideo(event.siteId, event.videoId);
    if (lessons.length > 0) await catalogue.forget(event.siteId);
    for (const lesson of lessons) {
      const draft = await auditRepo.findDraft(event.siteId, lesson.course_id);
      if (!draft) continue;
      await deps.messages.notify(event.siteId, draft.lecturer_user_id, {
        title: '课时视频已可播放',
        content: `课程《${draft.course_name}》的课时“${lesson.period_name}”的视频已转码完成，可以播放了。`,
        msgType: MessageType.notice,
      });
    }
  }

  return {
    categories,
    courses,
    zones,
    orgs,
    study,
    reader: createCourseReader({ study, studyStates: deps.study, collected: collections.isCollected }),
    comments,
    collections,
    authors,
    chapters,
    periods,
    accessories,
    audits,
    documentLessons,
    videoReady,
    studiable,
    liveLessons,
    forgetCatalogue: catalogue.forget,
  };
}

export type CourseModule = ReturnType<typeof createCourseModule>;

/** Who teaches a course, for the exam module's course–paper links; undefined when there is no such course. */
export const courseOwners = (course: CourseModule) => ({
  async lecturerOf(siteId: number, courseId: number): Promise<number | undefined> {
    const row = await course.courses.findCourse(siteId, courseId);
    return row && row.status_id === 1 ? row.lecturer_user_id : undefined;
  },
});

/** Video, live, resource and library products are courses of that kind (course_category = product type). */
const courseKinds = [ProductType.videoCourse, ProductType.live, ProductType.resource, ProductType.library];

/** The catalogue and video courses (see `createCourseModule`); sells courses through orders. */
export const course = defineModule({
  name: 'course',
  migrations,
  seedsAfter: [user],
  async seed(seed) {
    await seedDemoCatalogue(seed);
    await seedDemoLessons(seed);
  },
  create(ctx) {
    const { config } = ctx;
    const users = ctx.use(user);
    const orders = ctx.use(order);
    const videos = ctx.use(vod);
    const studyStates = createStudyStates({ versions: createVersions(ctx.cache, ctx.clock), clock: ctx.clock });
    const classAccess = createClassAccess();
    const parts = createCourseModule({
      database: ctx.database,
      cache: ctx.cache,
      clock: ctx.clock,
      newId: ctx.newId,
      lecturers: users.lecturers,
      users: users.users,
      messages: users.messages,
      orders: orders.orders,
      sales: orders.sales,
      vod: videos,
      uploads: ctx.use(upload),
      media: ctx.media,
      linkSecret: loadTokenSecret(config.vod.tokenSecret, config.dataDir),
      ownImages: ctx.ownImages,
      resources: ctx.use(resource),
      study: studyStates.lookup,
      classAccess,
    });
    videos.onVideoReady((event) => parts.videoReady(event));
    registerCourseSearch(ctx.use(search), parts.courses);
    for (const kind of courseKinds) {
      orders.products.register(kind, {
        async find(siteId, id) {
          const row = await parts.courses.findCourse(siteId, id);
          if (!row || row.status_id !== 1 || row.is_put_away !== 1) return undefined;
          if (row.course_category !== kind) throw badRequest('商品类型与商品不符');
          if (!(await parts.studiable.hasLesson('published', siteId, id))) return undefined;
          const listPrice = row.is_free === 1 ? 0 : row.course_price;
          // Courses have no VIP price of their own yet: members pay the list (or sale) price.
          return {
            name: row.course_name,
            listPrice,
            vipPrice: listPrice,
            lecturerUserId: row.lecturer_user_id,
            vipDays: 0,
            image: row.course_logo,
          };
        },
      });
    }
    return {
      service: {
        ...parts,
        studyStates: { register: studyStates.register, changed: studyStates.changed },
        classAccess: { register: (keeper: ClassCourses) => classAccess.register(keeper) },
      },
      routes: (api) => registerCourseRoutes(api, parts),
      onReady() {
        if (!ctx.demoMedia) return;
        attachDemoMedia({
          db: ctx.db,
          vod: videos,
          media: ctx.media,
          log: ctx.log,
          forgetCatalogue: parts.forgetCatalogue,
        }).catch((err: unknown) => ctx.log.error({ err }, 'making the demo lesson videos failed'));
      },
    };
  },
});
