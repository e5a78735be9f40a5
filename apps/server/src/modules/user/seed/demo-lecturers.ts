import type { SeedContext } from '../../../core/module.ts';
import type { Db } from '../../../db/schema.ts';
import { DEMO_SITE_ID } from '../../../db/seed/demo-accounts.ts';
import { avatarSvg } from '../../../db/seed/images.ts';

/**
 * The demo school's six lecturers besides the demo teacher (demo.ts): a user of type 2 each, the
 * published profile and its approved draft. The course seed finds them by key (`findDemoLecturers`).
 */
interface LecturerSeed {
  key: string;
  mobile: string;
  name: string;
  position: string;
  introduce: string;
  color: string;
  isLive: number;
}
const newLecturers: LecturerSeed[] = [
  {
    key: 'li',
    mobile: '13900000101',
    name: '李婷老师',
    position: '四六级主讲教师',
    introduce:
      '北京外国语大学英语语言文学硕士，八年大学英语四六级教学经验，累计辅导学员超过三万人，擅长听力与阅读提分。',
    color: '#eb2f96',
    isLive: 1,
  },
  {
    key: 'zhang',
    mobile: '13900000102',
    name: '张伟老师',
    position: '考研英语名师',
    introduce: '曾任高校英语系讲师，专注考研英语教学十年，主讲长难句、阅读理解与写作，讲解清晰、方法实用。',
    color: '#2f54eb',
    isLive: 1,
  },
  {
    key: 'emma',
    mobile: '13900000103',
    name: 'Emma 陈',
    position: '雅思口语考官级讲师',
    introduce: '英国利兹大学 TESOL 硕士，雅思口语 8.5 分，五年雅思口语教学经验，帮助大量学员口语提升到 7 分。',
    color: '#13c2c2',
    isLive: 1,
  },
  {
    key: 'liu',
    mobile: '13900000104',
    name: '刘洋老师',
    position: '托福全科讲师',
    introduce: '托福 115 分，美国常春藤名校毕业，熟悉北美留学申请，擅长托福听力与口语综合题型的拆解。',
    color: '#fa541c',
    isLive: 1,
  },
  {
    key: 'chen',
    mobile: '13900000105',
    name: '陈晓老师',
    position: '少儿英语启蒙老师',
    introduce: '持有 TESOL 与 TKT 证书，专注 4–12 岁儿童英语启蒙，课堂以自然拼读和原版绘本为主，活泼有趣。',
    color: '#52c41a',
    isLive: 1,
  },
  {
    key: 'zhao',
    mobile: '13900000106',
    name: '赵敏老师',
    position: '商务英语培训师',
    introduce: '曾在世界五百强外企任职七年，BEC 高级证书持有者，为多家企业提供职场英语与商务沟通培训。',
    color: '#722ed1',
    isLive: 0,
  },
  {
    key: 'sun',
    mobile: '13900000107',
    name: '孙悦老师',
    position: '英语口语与语法讲师',
    introduce: '英语专业八级，十二年一线教学经验，课程覆盖零基础口语、发音纠正和系统语法，深受成人学员喜爱。',
    color: '#faad14',
    isLive: 1,
  },
];

/** The key the course seed gives the demo teacher from demo.ts. */
const TEACHER_KEY = 'wang';

export async function seedDemoLecturers({ db, files, newId, now }: SeedContext): Promise<void> {
  const common = { site_id: DEMO_SITE_ID, status_id: 1, gmt_create: now, gmt_modified: now };
  const teacher = await findDemoTeacher(db);
  const avatars = new Map<string, string>();
  for (const lecturer of newLecturers) {
    avatars.set(
      lecturer.key,
      await files.picture(
        `site/${DEMO_SITE_ID}/catalogue/lecturer-${lecturer.mobile}`,
        avatarSvg(lecturer.name, lecturer.color),
      ),
    );
  }
  await db.transaction().execute(async (tx) => {
    for (const [index, lecturer] of newLecturers.entries()) {
      const userId = newId();
      const headImg = avatars.get(lecturer.key) ?? '';
      await tx
        .insertInto('users')
        .values({
          ...common,
          id: userId,
          mobile: lecturer.mobile,
          nickname: lecturer.name,
          head_img_url: headImg,
          user_type: 2,
          is_vip: 0,
          vip_expire_time: null,
          is_recommended: 0,
          password_hash: teacher.password_hash,
          sex: 0,
          remark: '',
          referral_code: `LT${lecturer.mobile.slice(-6)}`,
          referrer_user_id: null,
          referrer_bound_at: null,
          referral_visit_count: 0,
          face_img_url: '',
        })
        .execute();
      const profile = {
        ...common,
        user_id: userId,
        lecturer_name: lecturer.name,
        lecturer_position: lecturer.position,
        introduce: lecturer.introduce,
        head_img_url: headImg,
        is_live: lecturer.isLive,
        sort: index + 2,
      };
      await tx
        .insertInto('lecturer')
        .values({ ...profile, id: newId() })
        .execute();
      await tx
        .insertInto('lecturer_audit')
        .values({ ...profile, id: newId(), audit_status: 1, audit_opinion: '', apply_live: lecturer.isLive })
        .execute();
    }
  });
}

/** The demo teacher: the school's first lecturer account. */
const findDemoTeacher = (db: Db) =>
  db
    .selectFrom('users')
    .select(['id', 'nickname', 'password_hash'])
    .where('site_id', '=', DEMO_SITE_ID)
    .where('user_type', '=', 2)
    .orderBy('id')
    .executeTakeFirstOrThrow();

/** The demo lecturers by key ('wang' is the demo teacher): their user id and name. */
export async function findDemoLecturers(db: Db): Promise<Map<string, { userId: number; name: string }>> {
  const teacher = await findDemoTeacher(db);
  const rows = await db
    .selectFrom('users')
    .select(['id', 'mobile', 'nickname'])
    .where('site_id', '=', DEMO_SITE_ID)
    .where(
      'mobile',
      'in',
      newLecturers.map((lecturer) => lecturer.mobile),
    )
    .execute();
  const found = new Map([[TEACHER_KEY, { userId: teacher.id, name: teacher.nickname }]]);
  for (const lecturer of newLecturers) {
    const row = rows.find((user) => user.mobile === lecturer.mobile);
    if (row) found.set(lecturer.key, { userId: row.id, name: row.nickname });
  }
  return found;
}

/** The demo organisation's account, whose courses and profile the course seed makes. */
export const findDemoOrganisation = (db: Db) =>
  db
    .selectFrom('users')
    .select(['id', 'nickname'])
    .where('site_id', '=', DEMO_SITE_ID)
    .where('user_type', '=', 3)
    .orderBy('id')
    .executeTakeFirstOrThrow();
