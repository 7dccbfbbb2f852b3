export { TutorChat, type TutorChatHandle, type TutorChatProps } from './tutor-chat';
