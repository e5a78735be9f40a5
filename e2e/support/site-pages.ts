import fs from 'node:fs';
import path from 'node:path';

/**
 * The pages the website registers (apps/web/app/routes.ts, which holds the pages of the spec's
 * routes.tsv), read from that file so that a page added later is checked too. An optional id is left
 * out (those pages show their placeholder).
 */
const registered = [
  ...fs
    .readFileSync(path.resolve(import.meta.dirname, '../../apps/web/app/routes.ts'), 'utf8')
    .matchAll(/route\('([^']+)'/g),
].map((match) => `/${match[1]!.replace(/\/:id\?$/, '')}`);
/** Pages that need a real id; a journey takes one from the demo school. */
const needsId = [
  '/lecturer',
  '/schoolProfile',
  '/terrace',
  '/view/service',
  '/view',
  '/preview/course',
  '/live/detail',
  '/preview/live',
  '/resource/detail',
  '/library/view',
  '/preview/resource',
  '/preview/library',
  '/blog/article',
  '/blog/blogger',
  '/info/detail',
  '/question/view',
  '/exam/view',
  '/grade/view',
];
/** Only sends the reader on (to sign in, to the study centre, or without a paper to the paper list). */
const redirects = ['/myStudy', '/exam/startExam', '/exam/exercise'];
const withValue: Record<string, string> = {
  '/search/:str': '/search/雅思',
  '/sale/:type': '/sale/1',
  '/*': '/no-such-page',
};

/** Every registered page that opens without a demo id and stays where it is, parameters filled in. */
export const sitePages = ['/', ...registered]
  .filter((address) => !needsId.includes(address) && !redirects.includes(address))
  .map((address) => withValue[address] ?? address);

export const signedInOnly = (address: string) => address.includes('account') || address === '/apply';

// Class exams (issue 33): the exams tabs of 我的甄选课 and 甄选课管理 (the explanation and score pages are registered).
sitePages.push('/account/grades/my?tab=exams', '/account/grades/admin?tab=exams');
