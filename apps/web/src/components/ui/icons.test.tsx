import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { LessonContext, Markdown } from '@/components/markdown';

// Emoji render as empty boxes on machines without an emoji font (school PCs, Chromebooks without
// the font pack). Controls, titles and banners of the app use the inline SVG icons of icons.tsx
// instead; emoji in lesson prose (content/, not this tree) may stay.
const src = fileURLToPath(new URL('../..', import.meta.url));
/** A character shown as a colour emoji by default, or any character asked to be one (U+FE0F). */
const EMOJI = /\p{Emoji_Presentation}|\uFE0F/u;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(tsx?|css|html)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('no emoji in the app’s own controls and banners', () => {
  it('finds none in apps/web/src', () => {
    const found = sources(src).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (EMOJI.test(line) ? [`${relative(src, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('draws a decorative SVG icon beside the words instead', () => {
    const trace = renderToStaticMarkup(
      <LessonContext.Provider value={{ onTrace: () => {} }}>
        <Markdown onRunExample={() => {}}>{'```python trace\nfor i in range(2):\n    print(i)\n```\n'}</Markdown>
      </LessonContext.Provider>,
    );
    expect(trace).toMatch(/<button[^>]*><svg[^>]*aria-hidden="true"[^>]*>.*<\/svg>코드 따라가기<\/button>/);
  });
});
