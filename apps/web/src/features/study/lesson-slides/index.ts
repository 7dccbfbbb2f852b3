export { LessonSlides, type LessonSlidesProps } from './lesson-slides';
export { speechText, splitSlides, tableOfContents, type SlideOutline, type Slide, type TocEntry } from './slides';
export { useNarration, type Narration } from './use-narration';
