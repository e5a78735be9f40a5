import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityContracts } from '@school/contracts';
import { createFakeClock } from '../../testing/test-app.ts';
import { createCommunityTest, type CommunityTest } from './community-fixtures.ts';

// The clock reads the seed's own day: the demo accounts were made today.
const clock = createFakeClock();
let c: CommunityTest;
beforeAll(async () => {
  c = await createCommunityTest({ clock });
});
afterAll(() => c.t.close());

describe('seeded demo accounts', () => {
  it('count as established members: the full post limit and comment gap, not the new-account halves', async () => {
    for (let i = 0; i < 3; i++) await c.writeBlog(c.learner);
    const blog = await c.writeBlog(c.teacher);
    const comment = (text: string) =>
      c.as(c.learner, communityContracts.saveBlogComment, { blogId: blog.id, content: text });
    expect((await comment('第一条')).code).toBe(200);
    clock.advance(10_001);
    expect((await comment('第二条')).code).toBe(200);
  });
});
