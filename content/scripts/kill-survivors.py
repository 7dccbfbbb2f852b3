# Authoring helper for the mutation check (content/scripts/mutants.py): for a problem whose hidden
# tests let mutants through, proposes new test inputs near the existing ones (numbers moved to the
# constants of the reference solution and one step around them, repeated words and lines) that the
# reference solution runs without error and that tell a surviving mutant apart. It prints the
# proposals; an author checks each against the statement (allowed sizes and formats) before adding it.
# Usage: python3 kill-survivors.py <content dir> <problem id> [...] [--candidates file.json]
# (--candidates: {problem id: [[input lines], ...]} written by the author, tried before the generated ones)
import ast
import glob
import json
import os
import re
import signal
import sys

sys.path.insert(0, os.path.dirname(__file__))
import mutants as M  # noqa: E402


def int_constants(source):
    return sorted({n.value for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Constant) and type(n.value) is int})


def variants(line, consts):
    out = []
    tokens = line.split(' ')
    for i, tok in enumerate(tokens):
        if re.fullmatch(r'-?\d+', tok):
            v = int(tok)
            for c in sorted({v - 1, v + 1, 0, 1, *consts, *(c - 1 for c in consts), *(c + 1 for c in consts)}):
                if c != v:
                    out.append(' '.join(tokens[:i] + [str(c)] + tokens[i + 1:]))
        elif re.fullmatch(r'-?\d+\.\d+', tok):
            for frac in ('.5', '.49', '.51', '.0'):
                out.append(' '.join(tokens[:i] + [tok.split('.')[0] + frac] + tokens[i + 1:]))
    if line and not re.fullmatch(r'[-\d. ]+', line):
        out.append(line + line)
        out.append(line + ' ' + line)
        if len(tokens) > 1:
            out.append(' '.join(tokens + tokens[:1]))
    return out


def candidates(problem):
    consts = [c for c in int_constants(problem['reference_solution']) if abs(c) <= 10000]
    seen = set()
    bases = [t['inputs'] for t in problem['tests']] + [problem['example_inputs']]
    for inputs in bases:
        for i, line in enumerate(inputs):
            for v in variants(line, consts):
                cand = inputs[:i] + [v] + inputs[i + 1:]
                key = json.dumps(cand)
                if key not in seen:
                    seen.add(key)
                    yield cand
        if inputs:
            cand = inputs + inputs[-1:]
            if json.dumps(cand) not in seen:
                seen.add(json.dumps(cand))
                yield cand


def main():
    signal.signal(signal.SIGPROF, M._alarm)
    args = sys.argv[1:]
    extra = {}
    if '--candidates' in args:
        at = args.index('--candidates')
        extra = json.load(open(args[at + 1], encoding='utf-8'))
        del args[at:at + 2]
    content, ids = args[0], set(args[1:])
    for path in sorted(glob.glob(os.path.join(content, 'sections', '*', 'problems.json'))):
        for problem in json.load(open(path, encoding='utf-8'))['problems']:
            if problem['id'] not in ids:
                continue
            result = M.check(problem)
            alive = {s['id']: compile(s['code'], 'main.py', 'exec') for s in result['survivors']}
            ref = compile(problem['reference_solution'], 'main.py', 'exec')
            picks = []
            for cand in [*extra.get(problem['id'], []), *candidates(problem)]:
                if not alive:
                    break
                ok, expected = M.run(ref, cand)
                if not ok:
                    continue
                kills = []
                for sid, code in alive.items():
                    ok_m, out_m = M.run(code, cand)
                    if not ok_m or M.canonical(out_m) != M.canonical(expected):
                        kills.append(sid)
                if kills:
                    picks.append({'inputs': cand, 'expected_output': expected, 'kills': kills})
                    for sid in kills:
                        alive.pop(sid)
            print(json.dumps({'id': problem['id'], 'add': picks, 'left': list(alive)}, ensure_ascii=False))


if __name__ == '__main__':
    main()
