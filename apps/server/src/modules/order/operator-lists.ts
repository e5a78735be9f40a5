import type { UserService } from '../user/index.ts';

/** Each row as the operator's lists show it: the row's own view with its user's mobile and nickname. */
export async function withUsers<R extends { user_id: number }, T>(
  users: Pick<UserService, 'summaries'>,
  siteId: number,
  rows: R[],
  view: (row: R) => T,
): Promise<(T & { mobile: string; nickname: string })[]> {
  const people = await users.summaries(
    siteId,
    rows.map((row) => row.user_id),
  );
  return rows.map((row) => ({
    ...view(row),
    mobile: people.get(row.user_id)?.mobile ?? '',
    nickname: people.get(row.user_id)?.nickname ?? '',
  }));
}

/** The user a list's mobile filter names: undefined without a filter, null when nobody in the school has it. */
export async function userOfMobileFilter(
  users: Pick<UserService, 'idByMobile'>,
  siteId: number,
  mobile: string | undefined,
): Promise<number | null | undefined> {
  const wanted = mobile?.trim();
  return wanted ? users.idByMobile(siteId, wanted) : undefined;
}
