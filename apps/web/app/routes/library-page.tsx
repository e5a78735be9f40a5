import type { LoaderFunctionArgs } from 'react-router';
import { loadShelf, ShelfPage, shelfMeta } from '~/features/resource/pages/shelf-page';

export const loader = (args: LoaderFunctionArgs) => loadShelf(args, 4);
export const meta = shelfMeta;

export default function LibraryRoute() {
  return <ShelfPage />;
}
