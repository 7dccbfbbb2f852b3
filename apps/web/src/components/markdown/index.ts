export { Markdown, type MarkdownProps, type RunnableExample } from './markdown';
export { isExternalHref, isSameOriginUrl, parseCodeBlock, type CodeBlockInfo } from './code-meta';
