// `npm run estimate:minutes [-- --write]`: each section's and lesson step's estimated minutes from the
// study-time records in the database (DATABASE_URL, or the embedded PGlite under DATA_DIR), by the
// model of content/estimates.ts (ADR 027). Without --write it prints the table (before → after, the
// number of learners measured, their median, the content's prior); with --write it also writes
// `estimated_minutes` into content/courses/*.json, `duration_hours` (the sum) into the catalogue and
// every step's minutes into content/estimates.json. Stop the server first when it uses the embedded
// data directory (PGlite allows one process).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { estimateSections, PRIOR_WEIGHT, readStudyRecords, roundSection, roundStep, type Completion, type StudyRecord } from './content/estimates.js';
import { loadContent } from './content/store.js';
import { sectionWork } from './content/work-model.js';
import { CONTENT_DIR } from './paths.js';

const write = process.argv.includes('--write');
const contentDir = process.env.CONTENT_DIR ?? CONTENT_DIR;
const config = loadConfig();
const content = loadContent(contentDir);

let database;
try {
  database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(`${err.message}\n서버를 멈춘 뒤 다시 실행하세요. / Stop the server, then run this again.`);
    process.exit(75);
  }
  throw err;
}
let records: StudyRecord[];
let completions: Completion[];
try {
  ({ records, completions } = await readStudyRecords(database.db));
} finally {
  await database.close();
}

const learners = new Set(records.map((r) => r.userId)).size;
console.log(`학습 기록: 사용자 ${learners}명, 기록 ${records.length}개, 완료 ${completions.length}개 (${config.DATABASE_URL ? 'DATABASE_URL' : `${config.dataDir}/pglite`})`);
console.log(`model: median finished learner, shrunk toward the content prior with weight ${PRIOR_WEIGHT} learners`);
console.log('course\tsection\tbefore\tafter\tlearners\tmedian\tprior');

const estimates: Record<string, { minutes: number; learners: number; median: number | null; prior: number; steps: Record<string, { title: string; minutes: number; learners: number }> }> = {};
const catalogueFile = join(contentDir, 'catalogue.json');
let catalogue = readFileSync(catalogueFile, 'utf8');
for (const course of content.courses) {
  const results = estimateSections(
    course.sections.map((s) => ({ id: s.id, work: sectionWork(s) })),
    records,
    completions,
  );
  const file = join(contentDir, 'courses', `${course.id}.json`);
  let text = readFileSync(file, 'utf8');
  let total = 0;
  let before = 0;
  for (const [i, r] of results.entries()) {
    const section = course.sections[i]!;
    const minutes = roundSection(r.minutes);
    total += minutes;
    before += section.estimatedMinutes;
    console.log(`${course.id}\t${section.id}\t${section.estimatedMinutes}\t${minutes}\t${r.learners}\t${r.median === null ? '-' : r.median.toFixed(1)}\t${r.prior.toFixed(1)}`);
    const at = new RegExp(`("id": "${section.id}",[\\s\\S]*?"estimated_minutes": )\\d+`);
    if (!at.test(text)) throw new Error(`${file}: section ${section.id} has no estimated_minutes`);
    text = text.replace(at, `$1${minutes}`);
    estimates[section.id] = {
      minutes,
      learners: r.learners,
      median: r.median === null ? null : Math.round(r.median * 10) / 10,
      prior: Math.round(r.prior * 10) / 10,
      steps: Object.fromEntries(r.steps.map((s) => [s.key, { title: s.title, minutes: roundStep(s.minutes), learners: s.learners }])),
    };
  }
  const hours = Math.max(1, Math.round(total / 60));
  console.log(`${course.id}\ttotal\t${before}\t${total}\t(${course.duration_hours} h → ${hours} h)`);
  const courseAt = new RegExp(`("id": "${course.id}",[\\s\\S]*?"duration_hours": )\\d+`);
  catalogue = catalogue.replace(courseAt, `$1${hours}`);
  if (write) writeFileSync(file, text);
}
if (write) {
  writeFileSync(catalogueFile, catalogue);
  writeFileSync(join(contentDir, 'estimates.json'), `${JSON.stringify({ model: `median finished learner, shrunk toward the content prior (weight ${PRIOR_WEIGHT}); ADR 027`, learners, sections: estimates }, null, 2)}\n`);
  console.log('written: content/courses/*.json, content/catalogue.json, content/estimates.json');
}
