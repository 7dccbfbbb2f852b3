// For the unit tests of the basic tutor's replies (asked.test.ts, question-forms.test.ts): one message asked in a
// section on the real course content, with no history and an empty conversation state, and the reply's text
// without the basic tutor's label. Not imported by the server.
import { loadContent } from '../../../content/store.js';
import { CONTENT_DIR } from '../../../paths.js';
import { buildContext } from '../../context.js';
import { buildRetrieval } from '../../retrieval.js';
import { EMPTY_STATE } from '../../state.js';
import { createOfflineTutor } from '../tutor.js';

const content = loadContent(CONTENT_DIR);
const retrieval = buildRetrieval(content);
const tutor = createOfflineTutor(retrieval);
const user = { id: 1, username: 'tester', email: 'tester@example.com' };

export function ask(section: string, userInput: string): string {
  const ctx = buildContext(content, retrieval, user, { userInput, history: [], selectedSection: section });
  return tutor.reply({ ...ctx, state: { ...EMPTY_STATE } }).text.replace(/^\*\*\[기본 튜터\]\*\* /, '');
}
