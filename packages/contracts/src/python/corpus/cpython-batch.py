# Runs a batch of student programs in ONE CPython process for the error-card corpus test: reads a
# JSON list of {"code", "inputs"} on stdin and prints a JSON list of traceback texts ('' when the
# program ran without error). Each program goes through the same runner.py the browser worker
# uses (fresh namespace, restored interpreter), so tracebacks name "main.py" as in both runtimes.
# A program still running after 3 s is stopped (reported as 'TIMEOUT').
import json
import signal
import sys

runner_path = sys.argv[1]
ns = {'__name__': 'dodam_runner'}
with open(runner_path, encoding='utf-8') as f:
    exec(compile(f.read(), '<dodam-runner>', 'exec'), ns)


class _Timeout(BaseException):
    pass


def _alarm(signum, frame):
    raise _Timeout()


signal.signal(signal.SIGALRM, _alarm)
programs = json.loads(sys.stdin.read())
pending = []
results = []
# setup() snapshots every loaded module, this script's own __main__ too, and run() restores them:
# all state this loop needs must exist before this call.
ns['setup'](lambda s: None, lambda s: None, lambda: pending.pop(0) if pending else None)
for program in programs:
    pending[:] = list(program.get('inputs') or [])
    signal.setitimer(signal.ITIMER_REAL, 3.0)
    try:
        error_type, error, _poisoned = ns['run'](program['code'], '')
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    results.append('TIMEOUT' if error_type == '_Timeout' else (error or ''))
sys.stdout.write(json.dumps(results, ensure_ascii=False))
