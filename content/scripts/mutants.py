# Mutation check of the evaluation problems (issue 23): for every problem, mutants of its reference
# solution (the mistakes a typical wrong answer makes) are run against the problem's hidden tests; a
# mutant that passes every hidden test "survives" and must either be killed by a new test or be listed
# in content/equivalent-mutants.json with the reason it cannot be told apart.
#
# Usage: python3 mutants.py <content dir> [--problem ID] [--show-survivors]
# Prints one JSON object: {"problems": [{"id", "total", "killed", "survivors": [{"id", "code"}]}]}.
# Runs in one process per core: each mutant and test is executed in a fresh module namespace with stdin/stdout
# redirected (reference-derived code, not untrusted input), with a CPU-time alarm against endless loops.
import ast
import copy
import glob
import io
import json
import os
import signal
import sys

RUN_SECONDS = 1.0

CMP_SWAPS = {
    ast.Lt: [ast.LtE, ast.Gt], ast.LtE: [ast.Lt, ast.GtE], ast.Gt: [ast.GtE, ast.Lt], ast.GtE: [ast.Gt, ast.LtE],
    ast.Eq: [ast.NotEq], ast.NotEq: [ast.Eq], ast.In: [ast.NotIn], ast.NotIn: [ast.In],
}
BIN_SWAPS = {
    ast.Add: [ast.Sub, ast.Mult], ast.Sub: [ast.Add], ast.Mult: [ast.Add, ast.Div], ast.Div: [ast.FloorDiv, ast.Mult],
    ast.FloorDiv: [ast.Div, ast.Mod], ast.Mod: [ast.FloorDiv], ast.Pow: [ast.Mult],
}
METHOD_SWAPS = {'find': 'rfind', 'rfind': 'find', 'index': 'rindex', 'rindex': 'index', 'lstrip': 'strip', 'rstrip': 'strip',
                'upper': 'lower', 'lower': 'upper', 'startswith': 'endswith', 'endswith': 'startswith', 'append': 'insert0'}
NAME_SWAPS = {'max': 'min', 'min': 'max', 'sorted': 'reversed_sorted'}


def op_name(op):
    return type(op).__name__


def plus(node, k):
    return ast.BinOp(left=node, op=ast.Add() if k > 0 else ast.Sub(), right=ast.Constant(abs(k)))


def points(tree):
    """Every mutation as (node index in ast.walk order, label, function(node) -> replacement node)."""
    out = []
    for index, node in enumerate(ast.walk(tree)):
        where = '%d:%d' % (getattr(node, 'lineno', 0), getattr(node, 'col_offset', 0))
        if isinstance(node, ast.Compare):
            for i, op in enumerate(node.ops):
                for new in CMP_SWAPS.get(type(op), []):
                    def f(n, i=i, new=new):
                        n.ops[i] = new()
                        return n
                    out.append((index, 'cmp %s %s->%s' % (where, op_name(op), new.__name__), f))
        elif isinstance(node, (ast.BinOp, ast.AugAssign)):
            for new in BIN_SWAPS.get(type(node.op), []):
                def f(n, new=new):
                    n.op = new()
                    return n
                out.append((index, 'arith %s %s->%s' % (where, op_name(node.op), new.__name__), f))
            if isinstance(node, ast.BinOp) and isinstance(node.op, ast.FloorDiv):
                out.append((index, 'round %s a//b->round(a/b)' % where,
                            lambda n: ast.Call(func=ast.Name('round', ast.Load()), args=[ast.BinOp(n.left, ast.Div(), n.right)], keywords=[])))
        elif isinstance(node, ast.BoolOp):
            new = ast.Or if isinstance(node.op, ast.And) else ast.And
            def f(n, new=new):
                n.op = new()
                return n
            out.append((index, 'bool %s ->%s' % (where, new.__name__), f))
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            out.append((index, 'not %s dropped' % where, lambda n: n.operand))
        elif isinstance(node, ast.Constant) and type(node.value) is int:
            for k in (1, -1):
                out.append((index, 'const %s %d->%d' % (where, node.value, node.value + k), lambda n, k=k: ast.Constant(n.value + k)))
        elif isinstance(node, ast.Subscript) and not isinstance(node.slice, (ast.Slice, ast.Constant)):
            for k in (1, -1):
                def f(n, k=k):
                    n.slice = plus(n.slice, k)
                    return n
                out.append((index, 'index %s %+d' % (where, k), f))
        elif isinstance(node, ast.Slice):
            for part in ('lower', 'upper'):
                value = getattr(node, part)
                if value is not None and not isinstance(value, ast.Constant):
                    for k in (1, -1):
                        def f(n, k=k, part=part):
                            setattr(n, part, plus(getattr(n, part), k))
                            return n
                        out.append((index, 'slice %s %s%+d' % (where, part, k), f))
        elif isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else None
            if name == 'range' and node.args:
                stop = 0 if len(node.args) == 1 else 1
                if not isinstance(node.args[stop], ast.Constant):
                    for k in (1, -1):
                        def f(n, k=k, stop=stop):
                            n.args[stop] = plus(n.args[stop], k)
                            return n
                        out.append((index, 'range %s stop%+d' % (where, k), f))
                if len(node.args) >= 2 and not isinstance(node.args[0], ast.Constant):
                    for k in (1, -1):
                        def f(n, k=k):
                            n.args[0] = plus(n.args[0], k)
                            return n
                        out.append((index, 'range %s start%+d' % (where, k), f))
            if name == 'int' and len(node.args) == 1:
                out.append((index, 'int %s dropped' % where, lambda n: n.args[0]))
                out.append((index, 'int %s ->round' % where, lambda n: ast.Call(ast.Name('round', ast.Load()), n.args, [])))
            if name == 'round' and len(node.args) == 1:
                out.append((index, 'round %s ->int' % where, lambda n: ast.Call(ast.Name('int', ast.Load()), n.args, [])))
            if name == 'round' and len(node.args) == 2:
                out.append((index, 'round %s ndigits dropped' % where, lambda n: ast.Call(ast.Name('round', ast.Load()), n.args[:1], [])))
            if name in ('max', 'min'):
                other = NAME_SWAPS[name]
                out.append((index, 'call %s %s->%s' % (where, name, other), lambda n, other=other: ast.Call(ast.Name(other, ast.Load()), n.args, n.keywords)))
            if name == 'sorted':
                def f(n):
                    kws = [k for k in n.keywords if k.arg != 'reverse']
                    rev = [k for k in n.keywords if k.arg == 'reverse']
                    flag = not (rev and isinstance(rev[0].value, ast.Constant) and rev[0].value.value)
                    return ast.Call(n.func, n.args, kws + [ast.keyword('reverse', ast.Constant(flag))])
                out.append((index, 'call %s sorted reverse flipped' % where, f))
            if isinstance(func, ast.Attribute):
                attr = func.attr
                if attr == 'replace' and len(node.args) == 2:
                    out.append((index, 'method %s replace first only' % where,
                                lambda n: ast.Call(n.func, n.args + [ast.Constant(1)], n.keywords)))
                swap = METHOD_SWAPS.get(attr)
                if swap and swap != 'insert0':
                    def f(n, swap=swap):
                        n.func.attr = swap
                        return n
                    out.append((index, 'method %s %s->%s' % (where, attr, swap), f))
    return out


def mutants(source):
    tree = ast.parse(source)
    original = ast.unparse(tree)
    seen = {original}
    for index, label, fn in points(tree):
        copy_tree = copy.deepcopy(tree)
        target = None
        for i, node in enumerate(ast.walk(copy_tree)):
            if i == index:
                target = node
                break
        parent_fix = _replace(copy_tree, target, fn)
        if not parent_fix:
            continue
        ast.fix_missing_locations(copy_tree)
        try:
            code = ast.unparse(copy_tree)
            compile(code, '<mutant>', 'exec')
        except Exception:
            continue
        if code in seen:
            continue
        seen.add(code)
        yield label, code


def _replace(tree, target, fn):
    for parent in ast.walk(tree):
        for field, value in ast.iter_fields(parent):
            if value is target:
                setattr(parent, field, fn(target))
                return True
            if isinstance(value, list):
                for i, item in enumerate(value):
                    if item is target:
                        value[i] = fn(target)
                        return True
    return False


class Timeout(BaseException):
    pass


def _alarm(signum, frame):
    raise Timeout()


def run(code_obj, stdin_lines):
    stdin = io.StringIO(''.join(line + '\n' for line in stdin_lines))
    out = io.StringIO()
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = stdin, out, io.StringIO()
    limit = sys.getrecursionlimit()
    ok = True
    signal.setitimer(signal.ITIMER_PROF, RUN_SECONDS)
    try:
        exec(code_obj, {'__name__': '__main__', '__builtins__': __builtins__})
    except SystemExit as exc:
        ok = exc.code in (None, 0)
    except BaseException:
        ok = False
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        sys.stdin, sys.stdout, sys.stderr = saved
        sys.setrecursionlimit(limit)
    return ok, out.getvalue()


def canonical(text):
    lines = [line.rstrip(' \t') for line in text.replace('\r\n', '\n').replace('\r', '\n').split('\n')]
    joined = '\n'.join(lines)
    return joined[:-1] if joined.endswith('\n') else joined


def killed(code, tests):
    try:
        code_obj = compile(code, 'main.py', 'exec')
    except SyntaxError:
        return True
    for test in tests:
        ok, out = run(code_obj, test['inputs'])
        if not ok or canonical(out) != canonical(test['expected_output']):
            return True
    return False


def check(problem):
    tests = problem['tests']
    survivors = []
    total = 0
    cases = list(mutants(problem['reference_solution']))
    cases.append(('hardcoded example output', 'print(%r)' % canonical(problem['expected_output'])))
    for label, code in cases:
        total += 1
        if not killed(code, tests):
            survivors.append({'id': label, 'code': code})
    return {'id': problem['id'], 'total': total, 'killed': total - len(survivors), 'survivors': survivors}


def _init_worker():
    signal.signal(signal.SIGPROF, _alarm)


def main():
    content = sys.argv[1]
    only = sys.argv[sys.argv.index('--problem') + 1] if '--problem' in sys.argv else None
    problems = []
    for path in sorted(glob.glob(os.path.join(content, 'sections', '*', 'problems.json')), key=lambda p: int(p.split(os.sep)[-2])):
        with open(path, encoding='utf-8') as f:
            data = json.load(f)
        problems.extend(p for p in data['problems'] if not only or p['id'] == only)
    # One worker per core: the problems are independent (each run uses its own namespace).
    import multiprocessing
    with multiprocessing.get_context('fork').Pool(os.cpu_count() or 1, initializer=_init_worker) as pool:
        results = pool.map(check, problems, chunksize=4)
    json.dump({'problems': results}, sys.stdout, ensure_ascii=False)


if __name__ == '__main__':
    main()
