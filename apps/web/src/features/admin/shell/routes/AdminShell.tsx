import { AdminGuard } from '../components/AdminGuard';
import { AdminLayout } from '../components/AdminLayout';

/**
 * The back-office frame, one lazy route element for the whole /admin subtree: the guard, then
 * the layout around the page. Reader pages never load it.
 */
export function AdminShell() {
  return (
    <AdminGuard>
      <AdminLayout />
    </AdminGuard>
  );
}
