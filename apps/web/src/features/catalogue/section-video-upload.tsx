import { useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Spinner from 'react-bootstrap/Spinner';
import { SECTION_VIDEO_HINT, isAdmin, type ContentCourse } from '@dodam/contracts';
import { API_BASE, parseErrorBody } from '@/lib/api/client';
import { learningKeys } from '@/lib/api/learning';
import { getUserToken } from '@/lib/session/token-storage';
import { useSession } from '@/lib/session/session-store';
import { showToast } from '@/components/ui/toasts';
import { FocusSafeButton } from '@/components/ui/focus-safe-button';

/**
 * Admins, and teachers of the curriculum, upload a section's lecture video (mp4/webm); slides stay the
 * fallback. A section video belongs to the curriculum, so the button says it replaces the video for
 * every class following it (issue 20), and the answer's notice names how many classes that is.
 */
export function SectionVideoUpload({ course, sectionId }: { course: ContentCourse; sectionId: string }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  if (!user || !(isAdmin(user) || (user.user_type === 'teacher' && course.enrolled))) return null;

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file);
      // Multipart is the one body the JSON client does not build; the bearer token is added the same way.
      const token = getUserToken();
      const response = await fetch(`${API_BASE}/sections/${encodeURIComponent(sectionId)}/video`, { method: 'POST', body, headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (!response.ok) throw parseErrorBody(response.status, await response.text());
      // The server says which classes now see this video (every class of the curriculum).
      const answer = (await response.json().catch(() => null)) as { notice?: unknown } | null;
      showToast(typeof answer?.notice === 'string' ? answer.notice : '강의 영상을 올렸습니다.', 'success');
      await queryClient.invalidateQueries({ queryKey: learningKeys.content(course.id) });
    } catch (error) {
      showToast(error instanceof Error ? error.message : '영상을 올리지 못했습니다.', 'danger');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input ref={input} type="file" accept="video/mp4,video/webm" hidden aria-label="강의 영상 파일" onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
      <FocusSafeButton size="sm" variant="outline-secondary" onClick={() => input.current?.click()} inactive={busy} aria-describedby={hintId}>
        {busy ? <Spinner size="sm" aria-label="올리는 중" /> : '강의 영상 올리기'}
      </FocusSafeButton>
      <small id={hintId} className="d-block text-body-secondary mt-1">
        {SECTION_VIDEO_HINT}
      </small>
    </>
  );
}
