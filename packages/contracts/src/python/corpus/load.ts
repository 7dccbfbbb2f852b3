// Reads the corpus: beginner error programs written as a teacher sees them in class, grouped by
// family in programs/*.txt. Each program starts with a header line
//   ### <expected rule id> <expected exception type> [input=a|b] [golden=name]
// followed by the program text (up to the next header). Blank lines at the end are dropped.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface CorpusProgram {
  /** file:line of the header, for messages. */
  where: string;
  rule: string;
  type: string;
  code: string;
  inputs: string[];
  golden?: string;
}

const here = dirname(fileURLToPath(import.meta.url));
const HEADER = /^### (\S+) (\S+)((?: \w+=\S*)*)\s*$/;

export function loadCorpus(dir = join(here, 'programs')): CorpusProgram[] {
  const programs: CorpusProgram[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.txt')).sort()) {
    const lines = readFileSync(join(dir, file), 'utf8').replace(/\r\n?/g, '\n').split('\n');
    let current: (CorpusProgram & { body: string[] }) | null = null;
    const flush = () => {
      if (!current) return;
      while (current.body.length && (current.body[current.body.length - 1] as string).trim() === '') current.body.pop();
      const { body, ...rest } = current;
      programs.push({ ...rest, code: body.join('\n') });
    };
    lines.forEach((line, index) => {
      const m = HEADER.exec(line);
      if (!m) {
        current?.body.push(line);
        return;
      }
      flush();
      const opts = Object.fromEntries([...(m[3] ?? '').matchAll(/ (\w+)=(\S*)/g)].map((o) => [o[1], o[2]]));
      current = {
        where: `${file}:${index + 1}`,
        rule: m[1] as string,
        type: m[2] as string,
        inputs: opts.input ? (opts.input as string).split('|') : [],
        ...(opts.golden ? { golden: opts.golden } : {}),
        code: '',
        body: [],
      };
    });
    flush();
  }
  return programs;
}
