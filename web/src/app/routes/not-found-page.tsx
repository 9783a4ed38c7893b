import { data } from 'react-router';
import { NotFoundView } from '../not-found-view';

/** Any path of no page of ours: the site's not-found page, with a real 404 for crawlers and link checkers. */
export const loader = () => data(null, { status: 404 });

export default function NotFoundPage() {
  return <NotFoundView />;
}
