import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TUTOR_LABELS } from '@dodam/contracts';
import { ReplyLabel } from './chat-messages';

// Issue 25 (AI Basic Act): a reply written by a model says so; the built-in tutor's does not.
describe('ReplyLabel', () => {
  it('marks a model reply "AI가 생성한 답변"', () => {
    expect(renderToStaticMarkup(<ReplyLabel label={TUTOR_LABELS.openai} content="좋은 질문이에요!" />)).toContain('AI 튜터 · AI가 생성한 답변');
  });

  it('names the basic tutor once and never calls it AI-generated', () => {
    const plain = renderToStaticMarkup(<ReplyLabel label={TUTOR_LABELS.offline} content="변수는 값을 담는 이름표예요." />);
    expect(plain).toContain('기본 튜터');
    expect(plain).not.toContain('AI가 생성한');
    expect(renderToStaticMarkup(<ReplyLabel label={TUTOR_LABELS.offline} content="**[기본 튜터]** 안녕하세요" />)).toBe('');
    expect(renderToStaticMarkup(<ReplyLabel content="기록된 답변" />)).toBe('');
  });
});
