import { useQuery } from '@tanstack/react-query';
import { privacyNoticeSchema } from '@dodam/contracts/privacy';
import { apiRequest } from '@/lib/api/client';

export const PRIVACY_NOTICE_KEY = ['public', 'privacy-notice'] as const;
export const fetchPrivacyNotice = () => apiRequest('/public/privacy-notice', { schema: privacyNoticeSchema, auth: 'none' });

/** The 개인정보 처리방침 as the server generates it (the notice page, sign-up consent, the admin card). */
export const usePrivacyNotice = () => useQuery({ queryKey: PRIVACY_NOTICE_KEY, queryFn: fetchPrivacyNotice, staleTime: 60_000 });
