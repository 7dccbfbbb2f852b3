import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { TeacherNotice } from './teacher-notice';

describe('the tutor chat’s teacher notice', () => {
  it('marks itself with a decorative SVG icon, not an emoji a machine without the font shows as a box', () => {
    const html = renderToStaticMarkup(<TeacherNotice onDismiss={() => {}} />);
    expect(html).toMatch(/role="note"[^>]*><span><svg[^>]*aria-hidden="true"/);
    expect(html).toContain('선생님도 튜터 대화 기록을 볼 수 있어요.');
    expect(html).not.toMatch(/\p{Emoji_Presentation}/u);
  });
});
