import { useLocation, useParams } from '../app/router.tsx';
import { ArcQueue } from './ArcQueue.tsx';
import { MyRequests } from './MyRequests.tsx';
import { RequestDetail } from './RequestDetail.tsx';

/**
 * The three screens of architectural review requests (docs/product/arc-requests.md) in one page module:
 * /acc/requests (the resident's requests and the form), /acc/requests/:id (one request, for the
 * resident and the committee) and /admin/arc (the committee's queue). One module rather than three
 * because every page module adds its entry to the page map in the shell every page loads first,
 * and the home page has no bytes to spare under the 100 KB budget; these screens are a few KB.
 */
export default function ArcRequestsPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  if (pathname.toLowerCase().startsWith('/admin/')) return <ArcQueue />;
  return id ? <RequestDetail /> : <MyRequests />;
}
