export { DraftResetButton, DraftStatus } from './draft-bar';
