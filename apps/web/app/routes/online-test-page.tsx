import { redirect } from 'react-router';

/** /onlineTest is an older name of the paper library: it sends the reader on to /exam (decision 0038). */
export function loader() {
  throw redirect('/exam', 301);
}

export default function OnlineTestPage() {
  return null;
}
