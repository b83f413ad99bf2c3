// Shown while a signed-in page loads its data (public pages render whole on the server instead; see decision 008).
import { FullPageSpinner } from '@/components/ui/spinner';

export default function Loading() {
  return <FullPageSpinner />;
}
