// Every offline reader answers a message of the largest allowed length (2000 characters) at once: a
// regex that backtracks exponentially (statedInputs did, cc8986f) would hang the chat route.
import { describe, expect, it } from 'vitest';
import { casualAnswer } from './casual.js';
import { statedExpectation, wantedText } from './expectation.js';
import { OPEN_FENCE } from '@dodam/contracts';
import { classify, formExpansions, questionForm } from './intents.js';
import { factAnswer } from './replies/facts.js';
import { isYesNoQuestion } from './replies/answer-sentence.js';
import { statedInputs } from './run-plan.js';
import { expressesFeeling, shortTurn } from './short-turns.js';
import { understand } from './understanding.js';

const READERS: [string, (s: string) => unknown][] = [
  ['classify', (s) => classify(s)],
  ['formExpansions', formExpansions],
  ['statedExpectation', statedExpectation],
  ['wantedText', wantedText],
  ['statedInputs', statedInputs],
  ['shortTurn', shortTurn],
  ['expressesFeeling', expressesFeeling],
  ['casualAnswer', casualAnswer],
  ['isYesNoQuestion', isYesNoQuestion],
  ['questionForm', questionForm],
  ['factAnswer', (s) => factAnswer(understand(s), OPEN_FENCE)],
  ['understand', understand],
];
const LONG = ['가'.repeat(2000), '가 '.repeat(1000), '3 '.repeat(999) + '넣으면', 'a,'.repeat(1000)];

describe('offline readers on 2000-character messages', () => {
  it.each(READERS)('%s returns', (_name, read) => {
    for (const text of LONG) expect(() => read(text)).not.toThrow();
  });
});
