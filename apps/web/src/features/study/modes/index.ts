// The three learning modes as building blocks shared by the immersive learning screen and the
// tutor screen; each hands its two panes to the caller's layout.
export { VideoStudy, type VideoStudyProps } from './video-study';
export { PracticeStudy, type PracticeStudyProps } from './practice-study';
export { EvaluationStudy, type EvaluationStudyProps } from './evaluation-study';
export { ResultModal, scoreVariant, type ResultModalProps } from './result-modal';
export { TutorChatSlot, type TutorChatContext } from './tutor-chat-slot';
export { COULD_NOT_LOAD, CouldNotLoad, LoadingLines, MarkdownPanel } from './markdown-panel';
export { ExampleModal } from './example-modal';
