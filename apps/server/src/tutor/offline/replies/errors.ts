// Error replies: the Korean error card of the run's (or a pasted) traceback, with the student's own line.
import { explainPythonError, type PythonErrorExplanation } from '@dodam/contracts';
import { readCode } from '../../code-reading.js';
import type { TutorContext } from '../../context.js';
import type { OfflineReply } from '../reply.js';
import { fencedCode, inlineCode, lessonLink } from '../format.js';
import { findingsReply, repairFinding } from './findings.js';
import { TEXTS } from '../texts.js';
import { traceReading } from '../trace.js';

interface ErrorSource {
  text: string;
  code: string;
}

function errorSource(ctx: TutorContext, pasted: boolean): ErrorSource | undefined {
  if (pasted) return { text: ctx.userInput, code: ctx.code };
  const run = ctx.lastRun;
  if (run && (run.error || !run.success)) return { text: run.error || run.output, code: ctx.code };
  return undefined;
}

export function explainError(source: ErrorSource): string | undefined {
  const e = explainPythonError(source.text, { code: source.code });
  if (!e) return undefined;
  return errorCard(e);
}

/** A card without a line number says nothing about 'the Nth line' (its templates leave '번째 줄' empty). */
function withoutEmptyLine(text: string): string {
  return text.replace(/(^|[\s(])번째\s*줄(?:에서|의|에)?\s*/g, '$1').replace(/^\s+/, '');
}

/**
 * The explainer's card as a reply: where, what, why, and the tip about that error. `named`: the error
 * was only named in words (no run to fix), so the card says what it means and asks nothing about a rerun.
 */
export function errorCard(e: PythonErrorExplanation, named = false): string {
  const title = e.title.replace(/[.!]$/, '');
  const close = named ? '' : `\n\n${TEXTS.error.afterCard}`;
  if (e.line === undefined) {
    return `${TEXTS.error.card(named ? TEXTS.error.namedOpening : TEXTS.error.opening, title, '', withoutEmptyLine(e.explanation), withoutEmptyLine(e.suggestion))}${close}`;
  }
  const quoted = e.code ? `\n\n${fencedCode(e.code)}` : '';
  return `${TEXTS.error.card(TEXTS.error.openingAt(e.line), title, quoted, e.explanation, e.suggestion)}${close}`;
}

/** A run that stopped because it never ended (time limit, stopped by the student). */
function endless(ctx: TutorContext): boolean {
  const text = `${ctx.lastRun?.error ?? ''}`;
  // The browser's messages and the server sandbox's ('실행 시간 제한(2초)을 넘어 …', '출력이 너무 많아 …').
  return /시간\s*(초과|제한)|timed?\s*out|timeout|KeyboardInterrupt|중지|출력이\s*너무\s*많/i.test(text);
}

export function errorReply(ctx: TutorContext, pasted: boolean): OfflineReply | undefined {
  const source = errorSource(ctx, pasted);
  if (!source) return undefined;
  if (endless(ctx)) {
    const loop = readCode(ctx.code).find((f) => f.kind === 'infinite-loop' || f.kind === 'loop-update-outside') ?? repairFinding(ctx);
    if (loop) return findingsReply(ctx, [loop], 'error_help', TEXTS.error.endless);
    // No lesson's mistake fits: the trace of their run shows what the condition's variables did (offline/trace.ts).
    const traced = ctx.trace ? traceReading(ctx.code, ctx.trace, { endless: true }) : undefined;
    if (traced) return { intent: 'error_help', hintLevel: null, text: `${TEXTS.error.endless} ${traced.message}${traced.query ? lessonLink(ctx, ctx.index, traced.query) : ''}` };
  }
  const text = explainError(source);
  if (text) return { intent: 'error_help', hintLevel: null, text };
  // No traceback to explain (a stop without one): what the code itself shows, when it shows something.
  const found = source.code.trim() ? readCode(source.code) : [];
  if (found.length) return findingsReply(ctx, found, 'error_help');
  const lastLine = source.text.trim().split('\n').filter(Boolean).at(-1) ?? '';
  return {
    intent: 'error_help',
    hintLevel: null,
    text: TEXTS.error.unknown(inlineCode(lastLine)),
  };
}
