"""The rest of the standard library, fetched on first use (issue 26).

A snapshot-restored worker downloads a trimmed standard library: what Pyodide imports at start is in
the memory snapshot already, and the zip adds only what courses import. This finder sits last on
sys.meta_path: when a program imports a standard module that is in neither, it downloads Pyodide's
full zip once (a synchronous request: the worker's program waits, as for input()), mounts it and
lets the normal path finder import from it. Generated into the trimmed zip by
scripts/make-python-stdlib.mjs, which fills in NAMES.
"""
import importlib
import importlib.machinery
import sys

NAMES = frozenset(__NAMES__)
FULL = '/lib/python_stdlib_full.zip'
_url = None
_wait = None
_mounted = False


def _trimmed():
    return next((p for p in sys.path if p.endswith('.zip') and p != FULL), None)


def _mount():
    global _mounted
    from js import XMLHttpRequest  # the worker's scope; never imported while making the snapshot

    request = XMLHttpRequest.new()
    request.open('GET', _url, False)
    request.responseType = 'arraybuffer'
    if _wait is not None:
        _wait(True)  # the page stops the run's clock while the library downloads
    try:
        request.send()
    finally:
        if _wait is not None:
            _wait(False)
    if request.status != 200:
        return False
    with open(FULL, 'wb') as file:
        file.write(request.response.to_py())
    _mounted = True
    sys.path.append(FULL)
    trimmed = _trimmed()
    # Packages already imported from the trimmed zip look for their other modules in the full one.
    if trimmed:
        for module in list(sys.modules.values()):
            paths = getattr(module, '__path__', None)
            if isinstance(paths, list) and paths and isinstance(paths[0], str) and paths[0].startswith(trimmed + '/'):
                paths.append(FULL + paths[0][len(trimmed):])
    return True


class _RestFinder:
    @classmethod
    def find_spec(cls, fullname, path=None, target=None):
        if _url is None or fullname not in NAMES:
            return None
        if not _mounted and not _mount():
            return None
        parent = sys.modules.get(fullname.rpartition('.')[0]) if '.' in fullname else None
        search = getattr(parent, '__path__', None) if parent is not None else None
        return importlib.machinery.PathFinder.find_spec(fullname, search)

    @classmethod
    def invalidate_caches(cls):
        pass


def install(url, wait=None):
    """Called by the worker after the restore with the URL of Pyodide's full python_stdlib.zip and
    a function told when the download starts (True) and ends (False)."""
    global _url, _wait
    _url = url
    _wait = wait
    if _RestFinder not in sys.meta_path:
        sys.meta_path.append(_RestFinder)
