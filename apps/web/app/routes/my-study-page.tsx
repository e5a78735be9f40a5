import { redirect, type LoaderFunctionArgs } from 'react-router';
import { readRequestToken } from '~/lib/cookies';
import { LOGIN_PATH } from '~/lib/constants';
import { returnAddressCookies } from '~/lib/server-api';

export const STUDY_CENTRE_PATH = '/account/study';

/** 我的学习: the study centre for a signed-in reader, the sign-in page (coming back here) for a visitor. */
export function loader({ request }: LoaderFunctionArgs) {
  if (readRequestToken(request)) throw redirect(STUDY_CENTRE_PATH);
  const headers = new Headers();
  for (const cookie of returnAddressCookies(STUDY_CENTRE_PATH)) headers.append('Set-Cookie', cookie);
  throw redirect(LOGIN_PATH, { headers });
}

export default function MyStudyPage() {
  return null;
}
