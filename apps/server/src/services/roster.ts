// School roster files (issue 22): the CSV a Korean Excel saves (CP949, or UTF-8 with or without a
// BOM) and .xlsx, with Korean or English headers. Parsing only: the import itself is in
// user-admin-service (a preview first, accounts only when every row is good).
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';

/** The columns a roster may have, with every header spelling we accept (compared without spaces, lower case). */
const HEADERS = {
  fullName: ['이름', '성명', '학생이름', '학생명', 'name', 'fullname', 'full_name'],
  grade: ['학년', 'grade'],
  classNumber: ['반', 'class', 'classnumber', 'class_number'],
  studentNumber: ['번호', '출석번호', 'number', 'no', 'studentnumber', 'student_number'],
  studentCode: ['학번', 'studentid', 'student_id', 'studentcode', 'student_code'],
  username: ['아이디', '사용자이름', 'id', 'username', 'userid', 'login'],
  email: ['이메일', '메일', '전자우편', 'email', 'e-mail', 'mail'],
  /** Issue 25: the birth year decides whether a guardian must consent (under 14), and where the link goes. */
  birthYear: ['출생연도', '출생년도', '태어난해', '생년', 'birthyear', 'birth_year'],
  guardianEmail: ['보호자이메일', '보호자메일', '법정대리인이메일', 'guardianemail', 'guardian_email', 'parentemail'],
} as const;
export type RosterField = keyof typeof HEADERS;

export interface RosterRecord {
  /** 1-based line (CSV) or row (xlsx) number in the file, as the school sees it. */
  line: number;
  cells: Partial<Record<RosterField, string>>;
}

export interface ParsedRoster {
  records: RosterRecord[];
  /** Set when the file itself cannot be read (no header row, broken quoting). */
  error: string | null;
}

const norm = (h: string) => h.replace(/[\s·.()]/g, '').toLowerCase();

function fieldOf(header: string): RosterField | null {
  const h = norm(header);
  for (const [field, names] of Object.entries(HEADERS) as [RosterField, readonly string[]][]) if (names.some((n) => norm(n) === h)) return field;
  return null;
}

/**
 * UTF-8 (with or without BOM) when the bytes are valid UTF-8, else CP949 (what Korean Excel writes
 * for "CSV (쉼표로 분리)"). A CP949 file is almost never valid UTF-8, so the check is reliable.
 */
export function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  try {
    return utf8.decode(bytes);
  } catch {
    return iconv.decode(bytes, 'cp949');
  }
}

function fromRows(rows: { line: number; values: string[] }[]): ParsedRoster {
  const headerIndex = rows.findIndex((r) => r.values.some((v) => fieldOf(v)));
  if (headerIndex < 0) return { records: [], error: '머리글 행(이름, 학년, 반, 번호, 학번, 아이디, 이메일)을 찾지 못했습니다.' };
  const columns = rows[headerIndex]!.values.map(fieldOf);
  if (!columns.includes('fullName')) return { records: [], error: "'이름' 열이 필요합니다." };
  const records: RosterRecord[] = [];
  for (const row of rows.slice(headerIndex + 1)) {
    if (row.values.every((v) => !v.trim())) continue;
    const cells: RosterRecord['cells'] = {};
    columns.forEach((field, i) => {
      const value = row.values[i]?.trim();
      if (field && value) cells[field] = value;
    });
    records.push({ line: row.line, cells });
  }
  return { records, error: null };
}

export function parseRosterCsv(bytes: Buffer): ParsedRoster {
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with its line number (the types do not follow the option).
    parsed = parse(decodeText(bytes), { relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as typeof parsed;
  } catch {
    return { records: [], error: 'CSV 형식이 올바르지 않습니다 (따옴표를 확인해 주세요).' };
  }
  return fromRows(parsed.map((p) => ({ line: p.info.lines, values: p.record })));
}

/** The first worksheet of an .xlsx; exceljs is loaded only when a workbook arrives. */
export async function parseRosterXlsx(bytes: Buffer): Promise<ParsedRoster> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { records: [], error: '엑셀 파일(.xlsx)을 읽지 못했습니다. 파일을 다시 저장해 주세요.' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { records: [], error: '엑셀 파일에 시트가 없습니다.' };
  const rows: { line: number; values: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values: string[] = [];
    for (let c = 1; c <= row.cellCount; c += 1) values.push(row.getCell(c).text ?? '');
    rows.push({ line: rowNumber, values });
  });
  return fromRows(rows);
}

/** .xlsx files are ZIP archives ("PK\x03\x04"); anything else is read as CSV text. */
export function parseRoster(bytes: Buffer): Promise<ParsedRoster> | ParsedRoster {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04 ? parseRosterXlsx(bytes) : parseRosterCsv(bytes);
}
