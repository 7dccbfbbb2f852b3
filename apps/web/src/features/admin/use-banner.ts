import { useCallback, useState } from 'react';
import { MSG } from '@dodam/contracts';
import type { BannerMessage } from '@/components/ui/timed-alert';
import { errorMessage } from '@/lib/api/client';

let bannerId = 0;

/** One banner per screen: success or error, closed by TimedAlert after 5 s (spec section 8). */
export function useBanner() {
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const close = useCallback(() => setBanner(null), []);
  const success = useCallback((text: string) => setBanner({ id: ++bannerId, variant: 'success', text }), []);
  const failure = useCallback((error: unknown, fallback: string = MSG.unknownError) => setBanner({ id: ++bannerId, variant: 'danger', text: errorMessage(error, fallback) }), []);
  return { banner, close, success, failure };
}
