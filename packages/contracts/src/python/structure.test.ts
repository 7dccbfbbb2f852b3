import { describe, expect, it } from 'vitest';
import { mayNeedGraderSyntaxCheck, parseSyntaxCheckOutput, SYNTAX_MARKER } from './structure.js';

describe('mayNeedGraderSyntaxCheck (practice asks the grader Python for 3.12+ syntax)', () => {
  it('flags what Python 3.14 runs and 3.11 may refuse', () => {
    for (const code of [
      'print(f"{"\\n".join(["a"]*3)}")',
      "x = rf'{1}'",
      'name = "a"\nprint(t"hi {name}")',
      'type Point = tuple[int, int]',
      'def first[T](xs: list[T]) -> T:\n    return xs[0]',
      'try:\n    x = int("a")\nexcept ValueError, TypeError:\n    print("bad")',
    ])
      expect(mayNeedGraderSyntaxCheck(code), code).toBe(true);
  });

  it('leaves ordinary beginner code alone', () => {
    for (const code of ['print("hello")', 'x = input()\nprint(x + "t")', 'try:\n    pass\nexcept (ValueError, TypeError):\n    pass', 'def f(a, b):\n    return a[0]', 'type_name = "a"\nprint(type_name)', "print('it''s')"])
      expect(mayNeedGraderSyntaxCheck(code), code).toBe(false);
  });

  it('reads the check output: an error text, null, or nothing claimed', () => {
    expect(parseSyntaxCheckOutput(`${SYNTAX_MARKER}"SyntaxError: x"\n`)).toBe('SyntaxError: x');
    expect(parseSyntaxCheckOutput(`${SYNTAX_MARKER}null\n`)).toBeNull();
    expect(parseSyntaxCheckOutput('')).toBeUndefined();
  });
});
