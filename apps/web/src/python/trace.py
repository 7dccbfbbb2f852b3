# '코드 따라가기': runs a student's program under sys.settrace and records, for every line that
# finishes, the line, the variables after it, the output so far and which pass of which loop it
# belongs to. It is itself an ordinary program for the runner (trace.ts puts the student's code and
# input values in the two constants below), so it needs no protocol of its own: the result is one
# JSON line on stdout, and the student's own output is captured, not printed.
import ast as _ast
import json as _json
import sys as _sys
import traceback as _tb

_SOURCE = __DODAM_SOURCE__
_INPUTS = __DODAM_INPUTS__
_FILE = '<학생 코드>'
_MAX_STEPS = 400
_MAX_REPR = 80
_MAX_VARS = 30


class _TooLong(Exception):
    pass


class _Out:
    """stdout/stderr of the traced program: collected for the steps, never printed."""

    def __init__(self):
        self.parts = []
        self.size = 0

    def write(self, s):
        s = str(s)
        if self.size < 100_000:
            self.parts.append(s)
            self.size += len(s)
        return len(s)

    def flush(self):
        pass

    def text(self):
        return ''.join(self.parts)


class _In:
    """input() values in order, echoed into the output like the console shows them; then EOF."""

    def __init__(self, values, out):
        self.values = list(values)
        self.out = out

    def readline(self, size=-1):
        if not self.values:
            return ''
        v = str(self.values.pop(0))
        self.out.write(v + '\n')
        return v + '\n'


def _loops(tree):
    """Each loop's header line and the lines of its body (a nested loop belongs to both)."""
    found = []
    for node in _ast.walk(tree):
        if isinstance(node, (_ast.For, _ast.While)):
            body = set()
            for stmt in node.body:
                for sub in _ast.walk(stmt):
                    line = getattr(sub, 'lineno', None)
                    if line is not None:
                        body.update(range(sub.lineno, (getattr(sub, 'end_lineno', None) or sub.lineno) + 1))
            found.append({'line': node.lineno, 'body': body, 'kind': 'for' if isinstance(node, _ast.For) else 'while'})
    return found


def _show(value):
    if callable(value) and getattr(value, '__module__', None) != 'builtins' and hasattr(value, '__code__'):
        return '함수 ' + value.__name__
    try:
        text = repr(value)
    except Exception:
        text = '<' + type(value).__name__ + '>'
    if len(text) > _MAX_REPR:
        text = text[: _MAX_REPR - 1] + '…'
    return text


def _variables(names):
    shown = []
    for name, value in names.items():
        if name.startswith('__') or type(value).__name__ == 'module':
            continue
        shown.append({'name': name, 'value': _show(value), 'type': type(value).__name__})
        if len(shown) >= _MAX_VARS:
            break
    return shown


def trace(source, inputs):
    out = _Out()
    steps = []
    try:
        tree = compile(source, _FILE, 'exec', _ast.PyCF_ONLY_AST)
        code = compile(tree, _FILE, 'exec')
    except SyntaxError as exc:
        return {'steps': [], 'output': '', 'error': type(exc).__name__ + ': ' + str(exc.msg), 'error_line': exc.lineno, 'truncated': False}
    loops = _loops(tree)
    ns = {'__name__': '__main__', '__builtins__': __builtins__}
    # Per frame: the line that started and has not finished yet, and the loop pass counters.
    pending = {}
    passes = {}

    def finish(frame, event):
        key = id(frame)
        line = pending.pop(key, None)
        if line is None:
            return
        if len(steps) >= _MAX_STEPS:
            raise _TooLong()
        counters = passes.setdefault(key, {})
        in_loops = [lp for lp in loops if line in lp['body'] and lp['line'] != line]
        loop_info = [{'line': lp['line'], 'pass': counters.get(lp['line'], 0)} for lp in in_loops if counters.get(lp['line'])]
        local = frame.f_locals if frame.f_code.co_name != '<module>' else None
        header = next((lp for lp in loops if lp['line'] == line), None)
        steps.append({
            'header_pass': counters.get(line) if header else None,
            'line': line,
            'function': None if local is None else frame.f_code.co_name,
            'globals': _variables(ns),
            'locals': None if local is None else _variables(local),
            'output': out.size,
            'loops': loop_info,
            'returned': _show(event[1]) if event[0] == 'return' and local is not None else None,
        })

    def local_tracer(frame, event, arg):
        if event == 'line':
            finish(frame, ('line', None))
            line = frame.f_lineno
            counters = passes.setdefault(id(frame), {})
            for lp in loops:
                if lp['line'] == line:
                    # A header line runs once per pass and once more when the loop ends.
                    prev = counters.get('@prev')
                    if prev is not None and (prev in lp['body'] or prev == line):
                        counters[line] = counters.get(line, 0) + 1
                    else:
                        counters[line] = 1
            counters['@prev'] = line
            pending[id(frame)] = line
        elif event == 'return':
            finish(frame, ('return', arg))
            passes.pop(id(frame), None)
        elif event == 'exception':
            pass
        return local_tracer

    def global_tracer(frame, event, arg):
        if frame.f_code.co_filename != _FILE:
            return None
        if event == 'call' and frame.f_code.co_name != '<module>':
            steps.append({'line': frame.f_lineno, 'function': frame.f_code.co_name, 'call': True, 'header_pass': None,
                          'globals': _variables(ns), 'locals': _variables(frame.f_locals), 'output': out.size, 'loops': [], 'returned': None})
        return local_tracer

    error = None
    error_line = None
    truncated = False
    saved = (_sys.stdout, _sys.stderr, _sys.stdin)
    _sys.stdout = out
    _sys.stderr = out
    _sys.stdin = _In(inputs, out)
    try:
        _sys.settrace(global_tracer)
        try:
            exec(code, ns)
        finally:
            _sys.settrace(None)
    except _TooLong:
        truncated = True
    except BaseException as exc:  # noqa: B036 - the student's error is a result to show
        error = ''.join(_tb.format_exception_only(type(exc), exc)).strip().split('\n')[-1]
        tb = exc.__traceback__
        while tb is not None:
            if tb.tb_frame.f_code.co_filename == _FILE:
                error_line = tb.tb_lineno
            tb = tb.tb_next
    finally:
        _sys.stdout, _sys.stderr, _sys.stdin = saved
    # Loop ends: a header step after which the next step of the same loop level leaves the body.
    for i, step in enumerate(steps):
        for lp in loops:
            if step['line'] == lp['line'] and not step.get('call'):
                nxt = next((s for s in steps[i + 1:] if s['function'] == step['function'] and not s.get('call')), None)
                if nxt is None or nxt['line'] not in lp['body']:
                    step['loop_end'] = True
    return {'steps': steps, 'output': out.text(), 'error': error, 'error_line': error_line, 'truncated': truncated}


print(_json.dumps(trace(_SOURCE, _INPUTS), ensure_ascii=False))
