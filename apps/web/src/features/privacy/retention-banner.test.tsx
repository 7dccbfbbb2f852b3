import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { RetentionNoticeText } from './retention-banner';

// The banner after login (issue 25): the notice's date, the date it announced, and — once the
// account was used again — the new date and how to keep the account.
describe('RetentionNoticeText', () => {
  const notice = { noticed_at: '2026-02-01T00:00:00.000Z', announced_delete_at: '2026-02-28T15:00:00.000Z', delete_at: '2028-02-29T15:00:00.000Z', kept: true };

  it('names the notice, the announced date and the new date, and says how to keep the account', () => {
    const html = renderToStaticMarkup(<RetentionNoticeText notice={notice} />);
    expect(html).toContain(`${formatDate(notice.noticed_at)}에 이 계정을 오래 쓰지 않아 ${formatDate(notice.announced_delete_at)}에 계정과 학습 기록이 삭제된다는 안내를 보냈어요.`);
    expect(html).toContain('보존 기간이 다시 시작되었으니 이제 삭제되지 않아요');
    expect(html).toContain(`<strong>${formatDate(notice.delete_at)}</strong>까지`);
    expect(html).toContain('가끔 로그인해서 쓰기만 하면 돼요');
  });

  it('without later use, gives the deletion date and asks to use Dodam before it', () => {
    const html = renderToStaticMarkup(<RetentionNoticeText notice={{ ...notice, kept: false, announced_delete_at: null }} />);
    expect(html).toContain('안내를 보냈어요');
    expect(html).toContain(`<strong>${formatDate(notice.delete_at)}</strong> 이후 계정이 삭제돼요`);
    expect(html).not.toContain('다시 시작');
  });
});
