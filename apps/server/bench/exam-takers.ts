import { createIdGenerator } from '../src/core/ids.ts';
import { loadConfig } from '../src/core/config.ts';
import { createSessionStore } from '../src/core/sessions.ts';
import { systemClock } from '../src/core/time.ts';
import { openDatabase } from '../src/db/database.ts';
import { type Database, tablesOf } from '../src/db/schema.ts';
import type { UsersTable } from '../src/modules/user/user.tables.ts';

/**
 * For the loads that need many learners (`addTakers` in harness.ts): TAKERS learners of the demo school
 * (mobile numbers from FIRST_MOBILE), each signed in, added to the running school's database in DATA_DIR.
 * Prints their session tokens as one JSON array. Signing thousands of learners in through the API would
 * measure password hashing, not exams.
 */
const SITE_ID = 11;
const FIRST_MOBILE = Number(process.env.FIRST_MOBILE);
if (!Number.isSafeInteger(FIRST_MOBILE)) throw new Error('FIRST_MOBILE: the first mobile number to give');
const takers = Number(process.env.TAKERS ?? 1000);
const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// Another node id than the school's, so the ids made here never meet the ones it makes meanwhile.
const newId = createIdGenerator(config.nodeId ^ 31);
const sessions = createSessionStore({ db: database.db, clock: systemClock, newId });
const tokens: string[] = [];
try {
  const now = Date.now();
  const users: UsersTable[] = Array.from({ length: takers }, (_, i) => ({
    id: newId(),
    site_id: SITE_ID,
    status_id: 1,
    gmt_create: now,
    gmt_modified: now,
    mobile: String(FIRST_MOBILE + i),
    nickname: `考生${String(i + 1).padStart(5, '0')}`,
    head_img_url: '',
    user_type: 1,
    is_vip: 0,
    vip_expire_time: null,
    is_recommended: 0,
    password_hash: '',
    sex: 0,
    remark: '',
    referral_code: `B${(FIRST_MOBILE + i).toString(36).toUpperCase()}`,
    referrer_user_id: null,
    referrer_bound_at: null,
    referral_visit_count: 0,
    face_img_url: '',
  }));
  for (let offset = 0; offset < users.length; offset += 500) {
    const chunk = users.slice(offset, offset + 500);
    await database.transaction(async (tx) => {
      await tablesOf<Database>(tx).insertInto('users').values(chunk).execute();
      for (const user of chunk)
        tokens.push(
          await sessions.start(
            { siteId: SITE_ID, subjectKind: 'user', subjectId: user.id, clientType: 1 },
            { single: false, tx },
          ),
        );
    });
  }
  process.stdout.write(JSON.stringify(tokens));
} finally {
  await database.close();
}
