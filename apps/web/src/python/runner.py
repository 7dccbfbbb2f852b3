# Dodam runner: loaded once per Pyodide worker (python.worker.ts) and by the traceback fixture
# generator (packages/contracts/src/python/fixtures). Each call of run() executes one student program
# in a fresh namespace with its own builtins copy, then undoes what the program changed in the
# interpreter so that the next run starts clean. When something cannot be undone cheaply, run()
# reports the interpreter as poisoned and the caller replaces it.
import builtins as _builtins
import io as _io
import linecache as _linecache
import os as _os
import sys as _sys
import time as _time
import traceback as _traceback
import warnings as _warnings

MAIN_FILE = 'main.py'
HEADER_FILE = '<header>'
_RUNNER_FILE = _sys._getframe().f_code.co_filename
_MISSING = object()
_MAX_FRAMES = 60

_hooks = {'out': None, 'err': None, 'readline': None, 'sleep': None}
_ORIG_BUILTINS = dict(_builtins.__dict__)
_orig_sleep = _time.sleep
_boot_modules = {}
_boot_state = {}


class _TextStream(_io.TextIOBase):
    """What the standard streams of a console share: UTF-8 text, strict errors, not a terminal."""

    @property
    def encoding(self):
        return 'utf-8'

    @property
    def errors(self):
        return 'strict'

    def isatty(self):
        return False


class _Output(_TextStream):
    """A text stream whose writes go straight to the worker (no buffering, so an input() prompt is
    shown before the program waits, and stdout/stderr keep their order)."""

    def __init__(self, name, hook):
        self._name = name
        self._hook = hook

    @property
    def name(self):
        return self._name

    def writable(self):
        return True

    def write(self, s):
        if not isinstance(s, str):
            raise TypeError(f'write() argument must be str, not {type(s).__name__}')
        if s:
            _hooks[self._hook](s)
        return len(s)


class _Input(_TextStream):
    """stdin: pre-filled values first, then (when enabled) a line typed by the student."""

    @property
    def name(self):
        return '<stdin>'

    def readable(self):
        return True

    def readline(self, size=-1):
        line = _hooks['readline']()
        if line is None:
            return ''
        if isinstance(line, int):
            raise KeyboardInterrupt
        line = str(line) + '\n'
        if size is not None and size >= 0:
            return line[:size]
        return line

    def read(self, size=-1):
        parts = []
        while True:
            line = self.readline()
            if not line:
                break
            parts.append(line)
        return ''.join(parts)


def _interruptible_sleep(secs):
    # time.sleep in WebAssembly cannot be interrupted; this one waits on the interrupt buffer, so
    # Stop wakes it at once. Argument checks mirror CPython's.
    if isinstance(secs, bool) or not isinstance(secs, (int, float)):
        return _orig_sleep(secs)
    if secs != secs:
        raise ValueError('Invalid value NaN (not a number)')
    if secs < 0:
        raise ValueError('sleep length must be non-negative')
    if _hooks['sleep'](float(secs) * 1000.0):
        raise KeyboardInterrupt


def setup(write_out, write_err, readline, sleep=None):
    _hooks.update(out=write_out, err=write_err, readline=readline, sleep=sleep)
    if sleep is not None:
        _interruptible_sleep.__name__ = 'sleep'
        _interruptible_sleep.__qualname__ = 'sleep'
        _interruptible_sleep.__module__ = 'time'
        _time.sleep = _interruptible_sleep
    _boot_state.update(warning_filters=list(_warnings.filters), environ=dict(_os.environ), cwd=_os.getcwd())
    _boot_modules.clear()
    for name, mod in list(_sys.modules.items()):
        d = getattr(mod, '__dict__', None)
        if isinstance(d, dict):
            _boot_modules[name] = (mod, dict(d))
    return _sys.version.split()[0]


def _format(exc):
    """The traceback as CPython prints it, without the runner's own frames. A very deep one (a
    runaway recursion) shows its first and last frames only: walking and formatting every frame of
    a 100 000-deep recursion takes seconds in WebAssembly."""
    tb = exc.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename == _RUNNER_FILE:
        tb = tb.tb_next
    tbs = []
    t = tb
    while t is not None:
        tbs.append(t)
        t = t.tb_next
    if len(tbs) <= _MAX_FRAMES:
        return ''.join(_traceback.format_exception(type(exc), exc, tb))
    half = _MAX_FRAMES // 2
    head, tail = tbs[:half], tbs[-half:]
    rest = head[-1].tb_next
    head[-1].tb_next = None  # cut for formatting the head alone; restored below
    try:
        lines = ['Traceback (most recent call last):\n']
        lines += _traceback.TracebackException(type(exc), exc, head[0]).stack.format()
        lines.append(f'  [... {len(tbs) - 2 * half} more frames ...]\n')
        te = _traceback.TracebackException(type(exc), exc, tail[0])
        lines += te.stack.format()
        lines += te.format_exception_only()
    finally:
        head[-1].tb_next = rest
    return ''.join(lines)


def _release(exc):
    """Frees the tracebacks of an exception (and of its causes) one at a time, innermost first.
    After a deep recursion the frames form a chain (each frame holds its caller in f_back); if
    the innermost one went first with its callers held by nothing else, the whole chain would be
    freed recursively and overflow the browser's native stack, a fatal error for Pyodide. Freeing
    innermost-first while each caller is still held by its own traceback keeps it iterative.
    Nothing else may hold an inner traceback when this runs."""
    seen = set()
    pending = [exc]
    held = []
    while pending:
        e = pending.pop()
        if e is None or id(e) in seen:
            continue
        seen.add(id(e))
        tb = e.__traceback__
        e.__traceback__ = None
        while tb is not None:
            held.append(tb)
            tb, held[-1].tb_next = tb.tb_next, None
        pending.append(e.__cause__)
        pending.append(e.__context__)
    # Innermost first: each frame's caller is still held by its own traceback when it goes.
    while held:
        held.pop()


def _restore():
    """Undo the program's changes to shared interpreter state: builtins, the module table, the
    top-level names of every module loaded at boot (a shallow restore: `math.pi = 3` or a lazily
    cached `typing.Match` are undone), warning filters, environment and working directory. Returns
    True when the restore itself failed (the caller then replaces the interpreter)."""
    try:
        b = _builtins.__dict__
        if len(b) != len(_ORIG_BUILTINS) or any(b.get(k, _MISSING) is not v for k, v in _ORIG_BUILTINS.items()):
            b.clear()
            b.update(_ORIG_BUILTINS)
        # Modules the program imported are forgotten, so the next run imports them afresh.
        for name in [n for n in _sys.modules if n not in _boot_modules]:
            del _sys.modules[name]
        for name, (mod, snap) in _boot_modules.items():
            if _sys.modules.get(name) is not mod:
                _sys.modules[name] = mod
            d = mod.__dict__
            if len(d) == len(snap) and all(d.get(k, _MISSING) is v for k, v in snap.items()):
                continue
            for k in [k for k in d if k not in snap]:
                del d[k]
            for k, v in snap.items():
                if d.get(k, _MISSING) is not v:
                    d[k] = v
        if _warnings.filters != _boot_state['warning_filters']:
            _warnings.filters[:] = _boot_state['warning_filters']
            mutated = getattr(_warnings, '_filters_mutated', None)
            if mutated is not None:
                mutated()
        if dict(_os.environ) != _boot_state['environ']:
            _os.environ.clear()
            _os.environ.update(_boot_state['environ'])
        if _os.getcwd() != _boot_state['cwd']:
            _os.chdir(_boot_state['cwd'])
        return False
    except BaseException:
        return True


def run(code, header=''):
    """Run one program. Returns (error_type, traceback_text, poisoned)."""
    ns = {
        '__name__': '__main__',
        '__doc__': None,
        '__package__': None,
        '__spec__': None,
        '__loader__': None,
        '__file__': MAIN_FILE,
        '__builtins__': dict(_ORIG_BUILTINS),
    }
    saved = (_sys.stdin, _sys.stdout, _sys.stderr, list(_sys.argv), list(_sys.path), _sys.getrecursionlimit())
    _sys.stdin = _Input()
    _sys.stdout = _Output('<stdout>', 'out')
    _sys.stderr = _Output('<stderr>', 'err')
    _sys.argv[:] = [MAIN_FILE]
    _linecache.cache[MAIN_FILE] = (len(code), None, code.splitlines(True), MAIN_FILE)
    error_type = None
    error = None
    try:
        if header:
            exec(compile(header, HEADER_FILE, 'exec'), ns)
        exec(compile(code, MAIN_FILE, 'exec'), ns)
    except SystemExit as exc:
        status = exc.code
        if status is not None and status != 0:
            error_type = 'SystemExit'
            if isinstance(status, int):
                error = f'SystemExit: {status}\n'
            else:
                error = f'{status}\n'
    except BaseException as exc:  # noqa: B036 - KeyboardInterrupt is a normal outcome here
        error_type = type(exc).__name__
        try:
            error = _format(exc)
        except BaseException:
            error = f'{error_type}\n'
        _release(exc)
        exc = None
    finally:
        _sys.stdin, _sys.stdout, _sys.stderr = saved[0], saved[1], saved[2]
        _sys.argv[:] = saved[3]
        _sys.path[:] = saved[4]
        _sys.setrecursionlimit(saved[5])
    ns.clear()
    poisoned = _restore()
    return error_type, error, poisoned
