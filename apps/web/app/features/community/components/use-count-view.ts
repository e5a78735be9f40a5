import { useEffect } from 'react';

/**
 * Reports one reading of a post or question after the page has loaded in the browser (the server
 * counts a reader once an hour; the kept visitor page itself counts nothing).
 */
export function useCountView(count: () => Promise<unknown>, id: string) {
  useEffect(() => {
    count().catch(() => {
      // A lost count is not the reader's concern.
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per post
  }, [id]);
}
