import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';

export default function LoadingPage() {
  return <FullScreenSpinner />;
}
