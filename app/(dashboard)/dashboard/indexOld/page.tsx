// /dashboard/indexOld: the old dashboard's address; it now opens the one overview at /dashboard (decision 031).
import { permanentRedirect } from 'next/navigation';

export default function DashboardIndexOldPage() {
  permanentRedirect('/dashboard/');
}
