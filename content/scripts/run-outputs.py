# Runs programs in ONE CPython process and prints what each printed (test helper of
# content/hash-seed.test.ts): reads a JSON list of {"code", "inputs"} on stdin, prints a JSON list of
# outputs ("ERROR <type>" when the program raised). Each program runs in a fresh namespace with its
# inputs as stdin; these are our own reference solutions, not untrusted code.
import io
import json
import sys

programs = json.loads(sys.stdin.read())
real_stdin, real_stdout = sys.stdin, sys.stdout
outputs = []
for program in programs:
    sys.stdin = io.StringIO(''.join(line + '\n' for line in program['inputs']))
    sys.stdout = captured = io.StringIO()
    try:
        exec(compile(program['code'], 'main.py', 'exec'), {'__name__': '__main__'})
        result = captured.getvalue()
    except BaseException as exc:  # noqa: BLE001 - reported to the test
        result = 'ERROR ' + type(exc).__name__
    finally:
        sys.stdin, sys.stdout = real_stdin, real_stdout
    outputs.append(result)
print(json.dumps(outputs))
