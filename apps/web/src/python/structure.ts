// Requirements about how a problem is solved (contracts python/structure.ts), checked in the page's
// Pyodide with the same checker program the grader runs, so practice says what grading will say.
import { parseStructureOutput, structureCheckProgram, type StructureRule, type StructureVerdict } from '@dodam/contracts';
import { getPythonRuntime } from './client';

/** The checker's verdict on `code`; null when it could not run (the runtime busy or stopped): nothing is claimed then. */
export async function checkStructure(code: string, rules: readonly StructureRule[]): Promise<StructureVerdict | null> {
  if (rules.length === 0) return { parsed: true, unmet: [] };
  try {
    const result = await getPythonRuntime().run(structureCheckProgram(code, rules), { inputs: [], interactive: false }).result;
    return parseStructureOutput(result.output, rules);
  } catch {
    return null;
  }
}
