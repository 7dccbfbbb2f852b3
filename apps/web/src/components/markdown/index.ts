export { Markdown, type MarkdownProps, type RunnableExample } from './markdown';
export { isExternalHref, isSameOriginUrl, parseCodeBlock, type CodeBlockInfo } from './code-meta';
export { LessonContext, useLessonHandlers, type LessonHandlers } from './lesson-context';
