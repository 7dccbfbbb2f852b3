// Lesson markdown rendered safely: no raw HTML (no rehype-raw; HTML in the source is dropped),
// links checked by react-markdown's URL filter and opened in a new tab when they leave the app,
// no remote images, Python highlighted, a '실행해 보기' button on runnable examples and
// '예측해 보기' questions (```python predict) and the tutor's order puzzles (```python parsons).
import { createContext, memo, useContext, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import ReactMarkdown, { type Components, type ExtraProps } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import rehypeHighlight from 'rehype-highlight';
import type { Element, ElementContent } from 'hast';
import { lessonTaskId, parsePredict, parseTask, predictQuestionId } from '@dodam/contracts';
import { isExternalHref, isSameOriginUrl, parseCodeBlock } from './code-meta';
import { useLessonHandlers } from './lesson-context';
import { ParsonsBlock } from './parsons';
import { PredictBlock } from './predict';
import { TaskBlock } from './task';
import './markdown.css';
import { FootprintsIcon } from '@/components/ui/icons';

export interface RunnableExample {
  code: string;
  /** input() values from the block's `input=` meta, in order. */
  inputs: string[];
}

export interface MarkdownProps {
  children: string;
  /** Shows '실행해 보기' on runnable ```python blocks; without it examples are display-only. */
  onRunExample?: (example: RunnableExample) => void;
  className?: string;
  /** Heading levels shift (e.g. 1 renders '#' as h2) so a page keeps one h1. */
  headingOffset?: 0 | 1 | 2;
}

const origin = () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

function textOf(node: ElementContent | Element): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function codeChild(pre: Element | undefined): Element | undefined {
  const first = pre?.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  return first;
}

// The run handler reaches the code blocks through context, so the components map stays stable and
// React does not remount every block when the handler changes.
const RunExampleContext = createContext<((example: RunnableExample) => void) | undefined>(undefined);

function CodeBlock({ node, children, ...rest }: ComponentPropsWithoutRef<'pre'> & ExtraProps) {
  const onRunExample = useContext(RunExampleContext);
  const { onTrace } = useLessonHandlers();
  const code = codeChild(node);
  const meta = (code?.data as { meta?: string } | undefined)?.meta;
  const info = parseCodeBlock(code?.properties.className, meta);
  const source = code ? textOf(code).replace(/\n$/, '') : '';
  if (info.predict) {
    const parsed = parsePredict(source);
    // The content tests reject malformed questions; should one slip through, show it as plain code.
    if (!('error' in parsed)) return <PredictBlock id={predictQuestionId(parsed.code)} code={parsed.code} question={parsed.question} inputs={info.inputs} onRunExample={onRunExample} />;
  }
  if (info.parsons && info.exercise) return <ParsonsBlock exerciseId={info.exercise} lines={source.split('\n').filter((l) => l.trim() !== '')} />;
  if (info.task) {
    const task = parseTask(source, info.inputs);
    if (!('error' in task)) return <TaskBlock id={lessonTaskId(task)} task={task} />;
  }
  return (
    <div className={`dodam-md-code${info.language === 'text' ? ' is-output' : ''}`}>
      <pre {...rest}>{children}</pre>
      {info.runnable && onRunExample ? (
        <button type="button" className="btn btn-sm btn-primary dodam-md-run" onClick={() => onRunExample({ code: `${source}\n`, inputs: info.inputs })}>
          ▶ 실행해 보기
          {info.inputs.length > 0 ? <span className="visually-hidden"> (입력값 {info.inputs.length}개 포함)</span> : null}
        </button>
      ) : null}
      {info.runnable && info.trace && onTrace ? (
        <button type="button" className="btn btn-sm btn-outline-primary dodam-md-run ms-2" onClick={() => onTrace({ code: `${source}\n`, inputs: info.inputs })}>
          <FootprintsIcon className="me-1" />
          코드 따라가기
        </button>
      ) : null}
    </div>
  );
}

function headingShift(offset: number): Components {
  if (offset === 0) return {};
  const tags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
  const components: Components = {};
  tags.forEach((tag, i) => {
    const Target = tags[Math.min(i + offset, tags.length - 1)]!;
    components[tag] = ({ node: _node, children, ...rest }: ComponentPropsWithoutRef<'h1'> & ExtraProps) => <Target {...rest}>{children}</Target>;
  });
  return components;
}

const baseComponents: Components = {
  a: ({ node: _node, href = '', children, ...rest }) =>
    isExternalHref(href, origin()) ? (
      <a {...rest} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ) : (
      <a {...rest} href={href}>
        {children}
      </a>
    ),
  img: ({ node: _node, src, alt, ...rest }) =>
    typeof src === 'string' && isSameOriginUrl(src, origin()) ? (
      <img {...rest} src={src} alt={alt ?? ''} loading="lazy" />
    ) : alt ? (
      <span className="dodam-md-img-alt">[그림: {alt}]</span>
    ) : null,
  table: ({ node: _node, children, ...rest }) => (
    <div className="table-responsive">
      <table {...rest} className="table table-sm table-bordered align-middle">
        {children}
      </table>
    </div>
  ),
};

// Only Python is highlighted: ```text is output and gains nothing from guessing.
const rehypePlugins: NonNullable<ComponentPropsWithoutRef<typeof ReactMarkdown>['rehypePlugins']> = [[rehypeHighlight, { detect: false, plainText: ['text'] }]];
const remarkPlugins = [remarkGfm];

const componentsByOffset = [0, 1, 2].map((offset): Components => ({ ...baseComponents, ...headingShift(offset), pre: CodeBlock }));

function MarkdownImpl({ children, onRunExample, className, headingOffset = 0 }: MarkdownProps): ReactNode {
  return (
    <div className={`dodam-md${className ? ` ${className}` : ''}`}>
      <RunExampleContext.Provider value={onRunExample}>
        <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={componentsByOffset[headingOffset]} skipHtml>
          {children}
        </ReactMarkdown>
      </RunExampleContext.Provider>
    </div>
  );
}

/** Parsing is the expensive part: re-render only when the text or the handler changes. */
export const Markdown = memo(MarkdownImpl);
