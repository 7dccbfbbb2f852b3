# Typical wrong solutions by class (issue 23, tuning corpus; not the sealed held-out set): for every
# problem, variants of its reference solution that make the mistakes the issue names and the mutation
# operators of mutants.py do not: an empty first or last line, `round(x, 2)` where two decimals are
# printed (100.0 instead of 100.00), `int(a / b)` for `a // b`, `split(' ')` for `split()`, a dropped
# `strip()`, ties broken the other way (`sorted(...)[-1]` for `max(..., key=)`), a tie-break key
# dropped, and order taken from a set (`list(set(x))` for an order-keeping de-duplication).
#
# Usage: python3 typical-wrong.py <content dir> --write   regenerates content/wrong-corpus.json
#        python3 typical-wrong.py <content dir>           runs the corpus on the hidden tests and prints
#                                                         {"programs": N, "passing": [{"problem", "class", "index"}]}
import ast
import copy
import glob
import importlib.util
import json
import os
import sys

_spec = importlib.util.spec_from_file_location('mutants', os.path.join(os.path.dirname(__file__), 'mutants.py'))
mutants = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(mutants)


def _call(name, *args, **kw):
    return ast.Call(ast.Name(name, ast.Load()), list(args), [ast.keyword(k, v) for k, v in kw.items()])


def variants(source):
    """(class, code) for every place a class applies; each variant changes one place."""
    tree = ast.parse(source)
    out = [('blank-first-line', 'print()\n' + source), ('blank-last-line', source.rstrip('\n') + '\nprint()\n')]
    nodes = list(ast.walk(tree))
    for index, node in enumerate(nodes):
        fix = None
        label = None
        if isinstance(node, ast.FormattedValue) and node.format_spec is not None:
            spec = ''.join(v.value for v in node.format_spec.values if isinstance(v, ast.Constant))
            if spec.startswith('.') and spec.endswith('f') and spec[1:-1].isdigit():
                label = 'round-for-fixed-decimals'

                def fix(n, digits=int(spec[1:-1])):
                    return ast.FormattedValue(_call('round', n.value, ast.Constant(digits)), n.conversion, None)
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.FloorDiv):
            label = 'int-of-true-division'

            def fix(n):
                return _call('int', ast.BinOp(n.left, ast.Div(), n.right))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            attr = node.func.attr
            if attr == 'split' and not node.args and not node.keywords:
                label = 'split-on-one-space'

                def fix(n):
                    return ast.Call(n.func, [ast.Constant(' ')], [])
            elif attr == 'strip' and not node.args:
                label = 'strip-dropped'

                def fix(n):
                    return n.func.value
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            name = node.func.id
            keys = {k.arg: k.value for k in node.keywords}
            if name in ('max', 'min') and len(node.args) == 1 and 'key' in keys and len(node.keywords) == 1:
                label = 'tie-broken-the-other-way'

                def fix(n, name=name, key=keys['key']):
                    extra = {} if name == 'max' else {'reverse': ast.Constant(True)}
                    return ast.Subscript(_call('sorted', n.args[0], key=key, **extra), ast.UnaryOp(ast.USub(), ast.Constant(1)), ast.Load())
            elif name in ('sorted', 'max', 'min') and isinstance(keys.get('key'), ast.Lambda) and isinstance(keys['key'].body, ast.Tuple) and len(keys['key'].body.elts) > 1:
                label = 'tie-break-key-dropped'

                def fix(n):
                    n.keywords = [ast.keyword(k.arg, ast.Lambda(k.value.args, k.value.body.elts[0]) if k.arg == 'key' else k.value) for k in n.keywords]
                    return n
            elif name == 'list' and len(node.args) == 1 and isinstance(node.args[0], ast.Call) and isinstance(node.args[0].func, ast.Attribute) and node.args[0].func.attr == 'fromkeys':
                label = 'order-from-a-set'

                def fix(n):
                    return _call('list', _call('set', *n.args[0].args))
        if fix is None:
            continue
        copy_tree = copy.deepcopy(tree)
        target = list(ast.walk(copy_tree))[index]
        if not mutants._replace(copy_tree, target, fix):
            continue
        ast.fix_missing_locations(copy_tree)
        try:
            code = ast.unparse(copy_tree) + '\n'
            compile(code, '<variant>', 'exec')
        except Exception:
            continue
        out.append((label, code))
    return out


def load_problems(content):
    problems = []
    for path in sorted(glob.glob(os.path.join(content, 'sections', '*', 'problems.json'))):
        with open(path, encoding='utf-8') as f:
            problems.extend(json.load(f)['problems'])
    return problems


def main():
    content = sys.argv[1]
    corpus_path = os.path.join(content, 'wrong-corpus.json')
    problems = {p['id']: p for p in load_problems(content)}
    if '--write' in sys.argv:
        old = {'programs': []}
        if os.path.exists(corpus_path):
            with open(corpus_path, encoding='utf-8') as f:
                old = json.load(f)
        reasons = {(p['problem'], p['code']): p['passes'] for p in old['programs'] if p.get('passes')}
        programs = []
        for pid, p in problems.items():
            seen = {p['reference_solution']}
            for label, code in variants(p['reference_solution']):
                if code in seen:
                    continue
                seen.add(code)
                entry = {'problem': pid, 'class': label, 'code': code}
                if (pid, code) in reasons:
                    entry['passes'] = reasons[(pid, code)]
                programs.append(entry)
        with open(corpus_path, 'w', encoding='utf-8') as f:
            json.dump({'programs': programs}, f, ensure_ascii=False, indent=2)
            f.write('\n')
        return
    with open(corpus_path, encoding='utf-8') as f:
        programs = json.load(f)['programs']
    import signal
    signal.signal(signal.SIGPROF, mutants._alarm)
    passing = []
    for index, entry in enumerate(programs):
        p = problems.get(entry['problem'])
        tests = p['tests'] if p else []
        if p is None or not mutants.killed(entry['code'], tests):
            passing.append({'problem': entry['problem'], 'class': entry['class'], 'index': index})
    print(json.dumps({'programs': len(programs), 'passing': passing}))


if __name__ == '__main__':
    main()
