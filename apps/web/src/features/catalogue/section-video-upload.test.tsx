import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SECTION_VIDEO_HINT, type ContentCourse } from '@dodam/contracts';

vi.mock('@/lib/session/session-store', () => ({ useSession: () => ({ user: { user_type: 'teacher', is_superuser: false } }) }));
vi.mock('@/lib/session/token-storage', () => ({ getUserToken: () => null }));
vi.mock('@tanstack/react-query', () => ({ useQueryClient: () => ({ invalidateQueries: async () => undefined }) }));
vi.mock('@/components/ui/toasts', () => ({ showToast: () => undefined }));

const { SectionVideoUpload } = await import('./section-video-upload');

// Issue 20: a section video is the curriculum's, so the teacher is told before choosing a file that
// it replaces the video for every class following the curriculum.
describe('SectionVideoUpload', () => {
  it('shows, and ties to the button, the hint that the video is every class’s', () => {
    const html = renderToStaticMarkup(<SectionVideoUpload course={{ id: 'python', enrolled: true } as ContentCourse} sectionId="1" />);
    expect(html).toContain(SECTION_VIDEO_HINT);
    const hintId = /<small id="([^"]+)"/.exec(html)?.[1];
    expect(hintId).toBeTruthy();
    expect(html).toContain(`aria-describedby="${hintId}"`);
  });
});
