// /v2/dashboard: the spec's second address of the dashboard; one overview lives at /dashboard (decision 031).
import { permanentRedirect } from 'next/navigation';

export default function V2DashboardPage() {
  permanentRedirect('/dashboard/');
}
