// The trusted Python bootstrap of every sandbox process, kept as a string so the bundled server needs
// no extra file. Started as: python -s -S -B -X utf8 -c BOOTSTRAP_STUB BOOTSTRAP_SOURCE <config json>.
// Frames of this code carry the file name BOOTSTRAP_FILENAME and are hidden from student tracebacks.
// (No backticks or dollar-brace sequences inside: it is a String.raw template.)

export const BOOTSTRAP_FILENAME = '<dodam-sandbox>';

// The stub drops the script directory ('' for -c) from sys.path first, as -I would (see PYTHON_FLAGS).
export const BOOTSTRAP_STUB = `import sys;sys.path[:]=[p for p in sys.path if p];exec(compile(sys.argv[1],'${BOOTSTRAP_FILENAME}','exec'))`;

/** Written to stdout once the process is set up and waiting for its job. */
export const READY_MARKER = Buffer.from('\u0000DODAM-READY\n', 'latin1');

export const BOOTSTRAP_SOURCE = String.raw`# Dodam sandbox bootstrap: trusted code that runs in a fresh CPython process before any student code.
# Layers, in order: (1) OS isolation (mount namespace with a minimal read-only view, pivot_root, no
# network, own pid/ipc/uts namespaces; set up by the caller with unshare), (2) resource limits,
# (3) privilege drop + no_new_privs, (4) seccomp filter (no exec, fork, sockets, kill of others,
# namespaces, mounts, ptrace), (5) a Python audit hook (second layer, also the main guard in
# degraded mode). The process announces READY after (1)-(3) and reads ONE job from stdin:
# - JOB: one program. The process locks itself down with (4) and (5) and runs it.
# - BATCH: one program against several stdins (a submission's hidden tests). The process stays trusted
#   (it never runs student code) and forks once per test; each child locks itself down with (4) and
#   (5), runs the program in the pristine interpreter state it inherited, and is reaped; its files are
#   wiped before the next test. Tests cannot see each other, and a crash ends one child only.
import sys
import os

_DODAM_FILE = '<dodam-sandbox>'


def _dodam_setup(cfg):
    import resource

    mode = cfg['mode']
    uid = cfg['uid']
    gid = cfg['gid']
    userns = cfg['userns']
    notes = []

    libc = None
    ctypes = None
    try:
        import ctypes as _ctypes_mod
        ctypes = _ctypes_mod
        libc = ctypes.CDLL(None, use_errno=True)
    except Exception as exc:  # ctypes is optional: without it there is no mount setup and no seccomp
        notes.append('ctypes unavailable: %s' % (exc,))

    def fail(what):
        err = ctypes.get_errno()
        raise OSError(err, '%s: %s' % (what, os.strerror(err)))

    def enc(value):
        return None if value is None else value.encode('utf-8', 'surrogateescape')

    machine = os.uname().machine
    work = cfg['workDir']

    if mode == 'isolated':
        if libc is None:
            raise RuntimeError('isolated mode needs ctypes')
        MS_RDONLY, MS_NOSUID, MS_NODEV, MS_NOEXEC = 1, 2, 4, 8
        MS_REMOUNT, MS_BIND, MS_REC, MS_PRIVATE = 32, 4096, 16384, 1 << 18
        MS_NOATIME, MS_NODIRATIME, MS_RELATIME = 1024, 2048, 1 << 21
        MNT_DETACH = 2

        def mount(src, target, fstype, flags, data=None):
            if libc.mount(enc(src), enc(target), enc(fstype), ctypes.c_ulong(flags), enc(data)) != 0:
                fail('mount %s' % target)

        def locked_flags(path):
            # In a user namespace the flags of a bind source are locked: a read-only remount must keep them.
            f = os.statvfs(path).f_flag
            out = 0
            for st, ms in ((2, MS_NOSUID), (4, MS_NODEV), (8, MS_NOEXEC), (1024, MS_NOATIME), (2048, MS_NODIRATIME), (4096, MS_RELATIME)):
                if f & st:
                    out |= ms
            return out

        newroot = cfg['rootMount']
        mount(None, '/', None, MS_REC | MS_PRIVATE)

        # Everything the interpreter may still need after the host tree is gone: the standard library,
        # extension modules, shared libraries (dlopen of lib-dynload dependencies), time zones.
        dirs = set()
        for p in sys.path:
            if p and os.path.isdir(p):
                dirs.add(os.path.realpath(p))
        try:
            with open('/proc/self/maps') as maps:
                for line in maps:
                    parts = line.split()
                    if len(parts) >= 6 and parts[5].startswith('/') and '.so' in parts[5]:
                        dirs.add(os.path.dirname(os.path.realpath(parts[5])))
        except OSError:
            pass
        multiarch = cfg.get('multiarch') or ''
        for d in ['/lib64', '/usr/lib64', '/usr/share/zoneinfo'] + (['/lib/' + multiarch, '/usr/lib/' + multiarch] if multiarch else []):
            if os.path.isdir(d):
                dirs.add(os.path.realpath(d))
        for d in list(dirs):
            if d == '/' or d == newroot or d.startswith(newroot + '/'):
                raise RuntimeError('cannot expose %s inside the sandbox' % d)
        ordered = []
        for d in sorted(dirs):
            if not any(d == o or d.startswith(o + '/') for o in ordered):
                ordered.append(d)
        files = [f for f in ('/etc/ld.so.cache', '/etc/localtime') if os.path.isfile(f)]
        devices = [d for d in ('/dev/null', '/dev/zero', '/dev/urandom', '/dev/random') if os.path.exists(d)]

        mount('dodam-root', newroot, 'tmpfs', MS_NOSUID | MS_NODEV, 'size=1m,nr_inodes=512,mode=755')
        for top in ('/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'):
            if os.path.islink(top):
                os.symlink(os.readlink(top), newroot + top)

        def inside(path):
            return newroot + path

        for d in ordered:
            target = inside(d)
            os.makedirs(target, exist_ok=True)
            mount(d, target, None, MS_BIND | MS_REC)
            mount(None, target, None, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV | locked_flags(d))
        for f in files:
            target = inside(f)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            open(target, 'w').close()
            mount(os.path.realpath(f), target, None, MS_BIND)
            mount(None, target, None, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV | locked_flags(f))
        os.makedirs(newroot + '/dev', exist_ok=True)
        for d in devices:
            open(newroot + d, 'w').close()
            mount(d, newroot + d, None, MS_BIND)
        os.makedirs(newroot + work)
        mount('dodam-work', newroot + work, 'tmpfs', MS_NOSUID | MS_NODEV,
              'size=%d,nr_inodes=4096,mode=700,uid=%d,gid=%d' % (cfg['workBytes'], uid, gid))
        os.symlink(work.lstrip('/'), newroot + '/tmp')

        # pivot_root(".", ".") then detach the old root: the host tree is no longer reachable at all,
        # even for a process that later gains CAP_SYS_CHROOT in a new user namespace.
        os.chdir(newroot)
        nr = {'x86_64': 155, 'aarch64': 41}.get(machine)
        if nr is not None:
            if libc.syscall(ctypes.c_long(nr), b'.', b'.') != 0:
                fail('pivot_root')
            if libc.umount2(b'.', MNT_DETACH) != 0:
                fail('umount old root')
        else:
            mount(newroot, '/', None, 8192)  # MS_MOVE
            os.chroot('.')
            notes.append('pivot_root unknown on %s: used move+chroot' % machine)
        os.chdir('/')
        mount(None, '/', None, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV)
        try:
            libc.sethostname(b'sandbox', 7)
        except Exception:
            pass
    else:
        if os.geteuid() == 0 and not userns:
            os.chown(work, uid, gid)
        os.chmod(work, 0o700)

    os.chdir(work)

    # Resource limits. The CPU limit is set per job; memory is address space (no cgroup needed).
    def limit(res, value):
        try:
            resource.setrlimit(res, (value, value))
        except (ValueError, OSError) as exc:
            notes.append('rlimit %s: %s' % (res, exc))

    for name, value in (('RLIMIT_CORE', 0), ('RLIMIT_FSIZE', cfg['fsizeBytes']), ('RLIMIT_NOFILE', cfg['nofile']),
                        ('RLIMIT_AS', cfg['memBytes']), ('RLIMIT_MEMLOCK', 0),
                        ('RLIMIT_MSGQUEUE', 0)):
        if hasattr(resource, name):
            limit(getattr(resource, name), value)

    if libc is not None and sys.platform.startswith('linux') and os.geteuid() == 0:
        for cap in range(64):
            libc.prctl(24, cap, 0, 0, 0)  # PR_CAPBSET_DROP (fails harmlessly past the last cap)
    if os.geteuid() == 0 and not userns:
        # Leaving uid 0 clears the permitted and effective capabilities.
        os.setgroups([])
        if hasattr(os, 'setresuid'):
            os.setresgid(gid, gid, gid)
            os.setresuid(uid, uid, uid)
        else:  # macOS
            os.setgid(gid)
            os.setuid(uid)
    elif userns and libc is not None:
        # Root of our own user namespace: drop the permitted, effective and inheritable capabilities.
        header = (ctypes.c_uint32 * 2)(0x20080522, 0)
        data = (ctypes.c_uint32 * 6)()
        if libc.capset(header, data) != 0:
            fail('capset')

    if libc is not None and sys.platform.startswith('linux'):
        libc.prctl(1, 9, 0, 0, 0)  # PR_SET_PDEATHSIG = SIGKILL (cleared by the credential change above)
        if libc.prctl(38, 1, 0, 0, 0) != 0:  # PR_SET_NO_NEW_PRIVS
            fail('no_new_privs')
        # Not dumpable: a sandboxed child of a BATCH parent (same uid) cannot open the parent's
        # /proc entries or attach to it, even where /proc exists (degraded mode).
        libc.prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE
        if cfg['seccomp'] and machine != 'x86_64':
            notes.append('seccomp filter not available on %s' % machine)
    # What the lockdown needs later, in the process that runs student code (cleared there).
    tools = {}
    if libc is not None and sys.platform.startswith('linux'):
        tools = {'ctypes': ctypes, 'libc': libc, 'fail': fail, 'seccomp': machine == 'x86_64' and cfg['seccomp']}
    return notes, tools


def _dodam_lockdown(cfg, tools, child):
    # Applied by the process that will run student code, right before it does: thread limit, seccomp
    # (which forbids fork, so a BATCH parent must stay without it), then the audit hook.
    import resource
    try:
        # A BATCH child shares its uid with its parent (main thread + lifeline thread).
        n = cfg['nproc'] + (1 if child else 0)
        resource.setrlimit(resource.RLIMIT_NPROC, (n, n))
    except (ValueError, OSError, AttributeError):
        pass
    hook = tools.get('hook')
    if tools.get('libc') is not None:
        libc = tools['libc']
        if child:
            libc.prctl(1, 9, 0, 0, 0)  # PR_SET_PDEATHSIG = SIGKILL: the child dies with its parent
        if tools['seccomp']:
            install = tools.get('install_seccomp') or _dodam_seccomp_filter(tools['ctypes'])
            install(libc, tools['fail'])
    tools.clear()
    sys.addaudithook(hook or _dodam_audit_hook(cfg))


def _dodam_prepare_batch(cfg, tools):
    # A BATCH parent builds once what every child installs (the seccomp program, the audit hook):
    # the same filter and the same hook as a JOB builds for itself, without rebuilding them per test.
    # Nothing is installed here: the parent must keep fork (seccomp) and stays without the hook.
    import gc
    tools['hook'] = _dodam_audit_hook(cfg)
    if tools.get('seccomp'):
        tools['install_seccomp'] = _dodam_seccomp_filter(tools['ctypes'])
    # Objects of the parent move to the permanent generation: a collection in a child never walks
    # (and so never copies) the parent's pages.
    gc.collect()
    gc.freeze()


def _dodam_seccomp_filter(ctypes):
    # Returns install(libc, fail), which loads the filter for the calling process (its pid is in it).
    import struct
    pack = struct.pack
    LD_ABS_W, JEQ, JSET, RET = 0x20, 0x15, 0x45, 0x06
    ALLOW, KILL = 0x7FFF0000, 0x80000000
    EPERM, ENOSYS = 0x00050000 | 1, 0x00050000 | 38
    ME = object()  # the pid of the process that installs the filter
    prog = []

    def ins(code, k, jt=0, jf=0):
        prog.append((code, jt, jf, k))

    ins(LD_ABS_W, 4)                      # arch
    ins(JEQ, 0xC000003E, 1, 0)            # AUDIT_ARCH_X86_64
    ins(RET, KILL)
    ins(LD_ABS_W, 0)                      # syscall number
    ins(0x35, 0x40000000, 0, 1)           # JGE: x32 ABI
    ins(RET, KILL)
    ins(JEQ, 435, 0, 1)                   # clone3: let libc fall back to clone, which we can inspect
    ins(RET, ENOSYS)
    ins(JEQ, 56, 0, 4)                    # clone: threads only
    ins(LD_ABS_W, 16)
    ins(JSET, 0x00010000, 0, 1)           # CLONE_THREAD
    ins(RET, ALLOW)
    ins(RET, EPERM)
    for nr in (62, 234):                  # kill, tgkill: only this process
        ins(JEQ, nr, 0, 4)
        ins(LD_ABS_W, 16)
        ins(JEQ, ME, 0, 1)
        ins(RET, ALLOW)
        ins(RET, EPERM)
    denied = (
        57, 58, 59, 322,                  # fork, vfork, execve, execveat
        41, 53,                           # socket, socketpair
        200, 129, 297,                    # tkill, rt_sigqueueinfo, rt_tgsigqueueinfo
        424, 434, 438, 440, 312,          # pidfd_send_signal, pidfd_open, pidfd_getfd, process_madvise, kcmp
        101, 310, 311,                    # ptrace, process_vm_readv/writev
        165, 166, 155, 161, 272, 308,     # mount, umount2, pivot_root, chroot, unshare, setns
        428, 429, 430, 431, 432, 433, 442,  # new mount API
        112, 109,                         # setsid, setpgid
        248, 249, 250, 321, 298, 323,     # add_key, request_key, keyctl, bpf, perf_event_open, userfaultfd
        425, 426, 427,                    # io_uring
        246, 320, 175, 313, 176, 169,     # kexec_load, kexec_file_load, init/finit/delete_module, reboot
        167, 168, 170, 171, 163, 172, 173, 303, 304, 135, 139,
        # swapon, swapoff, sethostname, setdomainname, acct, iopl, ioperm, name/open_by_handle_at, personality, sysfs
    )
    for nr in denied:
        ins(JEQ, nr, 0, 1)
        ins(RET, EPERM)
    ins(RET, ALLOW)
    # Packed once: the instructions between the pid slots are fixed bytes.
    pieces = [b'']
    for code, jt, jf, k in prog:
        if k is ME:
            pieces.append(pack('HBB', code, jt, jf))
            pieces.append(b'')
        else:
            pieces[-1] += pack('HBBI', code, jt, jf, k)
    count = len(prog)
    create_string_buffer, cast, byref, c_void_p = ctypes.create_string_buffer, ctypes.cast, ctypes.byref, ctypes.c_void_p

    class SockFprog(ctypes.Structure):
        _fields_ = [('len', ctypes.c_ushort), ('filter', ctypes.c_void_p)]

    def install(libc, fail):
        me = pack('I', os.getpid())
        blob = pieces[0] + pieces[1] + me + pieces[2] + pieces[3] + me + pieces[4]
        buf = create_string_buffer(blob, len(blob))
        fprog = SockFprog(count, cast(buf, c_void_p))
        if libc.prctl(22, 2, byref(fprog), 0, 0) != 0:  # PR_SET_SECCOMP, SECCOMP_MODE_FILTER
            fail('seccomp')

    return install


def _dodam_audit_hook(cfg):
    # Second layer (returned, installed by _dodam_lockdown). Everything the hook uses is captured here as closure cells (C functions and
    # immutable data), so monkeypatching builtins or modules cannot change its decisions, and it never
    # calls back into student code (only exact str/bytes/int paths are inspected).
    work = cfg['workDir']
    roots = [work, '/dev/null', '/dev/zero', '/dev/urandom', '/dev/random', '/usr/share/zoneinfo', '/etc/localtime']
    for p in sys.path:
        if p:
            roots.append(p)
            roots.append(os.path.realpath(p))
    read_roots = tuple(roots)
    write_roots = (work, '/tmp') if cfg['mode'] == 'isolated' else (work,)
    getcwd = os.getcwd
    str_t, bytes_t, int_t, tuple_t = str, bytes, int, tuple
    type_ = type
    perm = PermissionError
    denied_events = frozenset((
        'os.system', 'os.exec', 'os.posix_spawn', 'os.spawn', 'os.fork', 'os.forkpty', 'os.startfile',
        'subprocess.Popen', 'os.kill', 'os.killpg', 'signal.pthread_kill', 'os.link', 'os.symlink',
        'socket.__new__', 'socket.bind', 'socket.connect', 'socket.getaddrinfo', 'socket.gethostbyname',
        'socket.gethostbyaddr', 'socket.getnameinfo', 'socket.sethostname', 'socket.sendto', 'socket.sendmsg',
        'urllib.Request', 'http.client.connect', 'ftplib.connect', 'smtplib.connect', 'poplib.connect',
        'imaplib.open', 'nntplib.connect', 'telnetlib.Telnet.open', 'webbrowser.open',
        'gc.get_objects', 'gc.get_referrers', 'gc.get_referents', 'sys._current_frames',
        'sys.settrace', 'sys.setprofile', 'sys.addaudithook', 'code.__new__', 'cpython.run_command',
        'sqlite3.enable_load_extension', 'sqlite3.load_extension', 'os.chroot', 'os.setxattr', 'os.removexattr',
        'function.__new__', 'cpython._PySys_ClearAuditHooks', 'sys.remote_exec',
    ))
    denied_prefixes = ('ctypes.', 'winreg.', 'msvcrt.', 'mmap.')
    denied_modules = frozenset((
        'ctypes', '_ctypes', '_posixsubprocess', '_xxsubinterpreters', '_xxinterpchannels', '_testcapi',
        '_testinternalcapi', '_testbuffer', '_testmultiphase', '_testimportmultiple', '_testsinglephase',
        '_xxtestfuzz', '_ctypes_test', 'xxlimited', 'xxlimited_35', 'xxsubtype', '_tracemalloc',
    ))
    read_path_events = frozenset(('os.listdir', 'os.scandir', 'os.chdir', 'glob.glob', 'glob.glob/2'))
    write_path_events = frozenset((
        'os.chmod', 'os.chown', 'os.mkdir', 'os.remove', 'os.rmdir', 'os.truncate', 'os.utime', 'os.mkfifo',
        'os.mknod', 'shutil.rmtree', 'shutil.copyfile', 'shutil.copymode', 'shutil.copystat',
        'shutil.copytree', 'shutil.move', 'shutil.chown', 'tempfile.mkstemp', 'tempfile.mkdtemp',
    ))
    write_flags = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND
    depth = [0]

    def normalize(path):
        if type_(path) is bytes_t:
            path = path.decode('utf-8', 'surrogateescape')
        if type_(path) is not str_t or '\x00' in path:
            return None
        if not path.startswith('/'):
            path = getcwd() + '/' + path
        parts = []
        for seg in path.split('/'):
            if seg == '' or seg == '.':
                continue
            if seg == '..':
                if parts:
                    parts.pop()
                continue
            parts.append(seg)
        return '/' + '/'.join(parts)

    def allowed(path, roots):
        if type_(path) is int_t:
            return True
        norm = normalize(path)
        if norm is None:
            return False
        for root in roots:
            if norm == root or norm.startswith(root + '/') or root == '/':
                return True
        return False

    def hook(event, args):
        if depth[0]:
            # Nothing the hook does raises events, so a nested event means student code is running
            # inside the hook (a signal handler): refuse everything until the hook returns.
            raise perm('sandbox: blocked')
        depth[0] = 1
        try:
            if event in denied_events or event.startswith(denied_prefixes):
                raise perm('이 샌드박스에서는 허용되지 않는 작업입니다: ' + event)
            if event == 'import':
                if args and args[0] in denied_modules:
                    raise perm('이 샌드박스에서는 가져올 수 없는 모듈입니다: ' + args[0])
            elif event == 'open':
                path = args[0] if args else None
                mode = args[1] if len(args) > 1 else None
                flags = args[2] if len(args) > 2 else 0
                writing = (type_(flags) is int_t and flags & write_flags) or (
                    type_(mode) is str_t and ('w' in mode or 'a' in mode or 'x' in mode or '+' in mode))
                if not allowed(path, write_roots if writing else read_roots):
                    raise perm('이 샌드박스에서는 이 파일을 열 수 없습니다')
            elif event in read_path_events:
                if args and not allowed(args[0], read_roots):
                    raise perm('이 샌드박스에서는 이 경로를 사용할 수 없습니다')
            elif event in write_path_events or event == 'os.rename' or event == 'shutil.copyfile':
                for a in args[:2]:
                    if type_(a) is str_t or type_(a) is bytes_t:
                        if not allowed(a, write_roots):
                            raise perm('이 샌드박스에서는 이 경로를 바꿀 수 없습니다')
            elif event == 'sqlite3.connect':
                if args and args[0] != ':memory:' and not allowed(args[0], write_roots):
                    raise perm('이 샌드박스에서는 이 데이터베이스를 열 수 없습니다')
        finally:
            depth[0] = 0

    return hook


def _dodam_read_exact(n):
    chunks = []
    while n > 0:
        chunk = os.read(0, min(n, 65536))
        if not chunk:
            break
        chunks.append(chunk)
        n -= len(chunk)
    return b''.join(chunks)


def _dodam_main():
    # The configuration is a Python literal written by the server (json would import re, enum, ...).
    cfg = eval(sys.argv[2], {'__builtins__': {}}, {})
    # The hash seed was read at interpreter start; the program's environment stays empty.
    os.environ.pop('PYTHONHASHSEED', None)
    try:
        notes, tools = _dodam_setup(cfg)
    except BaseException as exc:
        os.write(2, ('DODAM-SETUP-FAILED %s: %s\n' % (type(exc).__name__, exc)).encode('utf-8', 'replace'))
        os._exit(70)
    # The module leaves sys.modules now; only the tools dict (cleared at lockdown) still holds it.
    for name in [m for m in sys.modules if m == 'ctypes' or m.startswith('ctypes.') or m == '_ctypes']:
        del sys.modules[name]
    if cfg.get('probe'):
        _dodam_lockdown(cfg, tools, False)
        _dodam_probe(cfg, notes)
        return
    if cfg.get('batch'):
        # A batch process (its role is fixed at spawn): everything a grading needs before the first
        # test is done while the process waits, not while a student does.
        _dodam_start_lifeline(cfg)
        import select, signal, time
        _dodam_prepare_batch(cfg, tools)
    os.write(1, b'\x00DODAM-READY\n')

    # "JOB <cpu seconds> <code bytes>\n" + code, then the student's stdin; or
    # "BATCH <cpu seconds> <time limit ms> <output limit> <cases> <code bytes>[ <check bytes>]\n" + code
    # (+ check program), then per case
    # "<stdin bytes>\n" + stdin.
    header = _dodam_read_line()
    parts = header.split()
    if len(parts) in (6, 7) and parts[0] == b'BATCH':
        if not cfg.get('batch'):
            _dodam_start_lifeline(cfg)
            _dodam_prepare_batch(cfg, tools)
        # The process serves batches until the server closes its stdin (it retires it after a while):
        # it never runs student code itself, so one batch leaves nothing for the next but the files,
        # which are wiped after every test.
        while len(parts) in (6, 7) and parts[0] == b'BATCH':
            _, cpu, time_ms, out_limit, count, size = parts[:6]
            source = _dodam_read_exact(int(size))
            # Optional trusted check program (the structure check): run after the tests as one more
            # case with an empty stdin, locked down like them.
            check = _dodam_read_exact(int(parts[6])) if len(parts) == 7 else b''
            stdins = []
            for _i in range(int(count)):
                stdins.append(_dodam_read_exact(int(_dodam_read_line())))
            _dodam_batch(cfg, tools, source, int(cpu), int(time_ms), int(out_limit), stdins, check)
            del source, stdins, check
            parts = _dodam_read_line().split()
        os._exit(0)
    if len(parts) != 3 or parts[0] != b'JOB' or cfg.get('batch'):
        os._exit(0)
    _, cpu, size = parts
    source = _dodam_read_exact(int(size))
    _dodam_lockdown(cfg, tools, False)
    del tools
    _dodam_job(cfg, source, int(cpu), True)


def _dodam_read_line():
    line = b''
    while not line.endswith(b'\n'):
        c = os.read(0, 1)
        if not c or len(line) > 96:
            os._exit(0)  # the pool is shutting down
        line += c
    return line


def _dodam_job(cfg, source, cpu, lifeline_thread):
    # Runs the student's program in this (locked down) process and exits with its status.
    import resource
    filename = cfg['filename']
    source = source.decode('utf-8', 'replace')
    lines = source.splitlines(True)
    used = resource.getrusage(resource.RUSAGE_SELF)
    soft = int(used.ru_utime + used.ru_stime) + cpu
    try:
        resource.setrlimit(resource.RLIMIT_CPU, (soft, soft + 1))
    except (ValueError, OSError):
        pass

    # Lifeline: fd 3 is a pipe whose other end only the server holds. If the server dies, the read
    # returns and the program ends, even one that sleeps forever (RLIMIT_CPU does not count sleep).
    if lifeline_thread:
        _dodam_start_lifeline(cfg)

    import builtins
    main = type(sys)('__main__')
    main.__dict__['__builtins__'] = builtins
    sys.modules['__main__'] = main
    sys.argv[:] = [filename]
    # Address space released on MemoryError so the traceback can still be printed (bytes(n) is
    # calloc'd: reserved, not touched, unlike bytearray(n), which writes 256 pages per run).
    reserve = bytes(1 << 20)
    out, err = sys.stdout, sys.stderr
    try:
        out.reconfigure(line_buffering=True)
    except Exception:
        pass
    status = 0
    try:
        code = compile(source, filename, 'exec', dont_inherit=True)
        del source
        exec(code, main.__dict__)
    except SystemExit as exc:
        value = exc.code
        if value is None:
            status = 0
        elif isinstance(value, int):
            status = value & 0xFF
        else:
            status = 1
            try:
                print(value, file=err)
            except BaseException:
                pass
    except BaseException as exc:
        del reserve
        status = 1
        _dodam_report(exc, filename, lines, err)
    for stream in (sys.stdout, sys.stderr, out, err):
        try:
            stream.flush()
        except BaseException:
            pass
    os._exit(status)


def _dodam_batch(cfg, tools, source, cpu, time_ms, out_limit, stdins, check=b''):
    # Trusted parent: one forked child per test (the check program runs in the last one); reports each as
    # "\x00CASE <index> <exit code|-1> <signal|0> <stop n|t|o> <ms> <stdout bytes> <stderr bytes>\n" + bytes.
    import select
    import signal
    import time
    work = os.getcwd()
    pidfd_open = getattr(os, 'pidfd_open', None)
    cases = [(source, s) for s in stdins]
    # The check program runs in the last test's child (locked down like it), before the program, with
    # its output on a pipe of its own that is closed before the program starts, so the program cannot
    # add to it; it is reported as its own case (index len(stdins)). One fork less per submission.
    check_in = len(cases) - 1 if check and cases else -1
    if check and not cases:
        cases.append((check, b''))
    for index, (program, stdin) in enumerate(cases):
        started = time.monotonic()
        deadline = started + time_ms / 1000.0
        r0, w0 = os.pipe()
        r1, w1 = os.pipe()
        r2, w2 = os.pipe()
        r3, w3 = os.pipe() if index == check_in else (-1, -1)
        pid = os.fork()
        if pid == 0:
            try:
                os.dup2(r0, 0)
                os.dup2(w1, 1)
                os.dup2(w2, 2)
                if w3 >= 0:
                    os.dup2(w3, 3)
                os.closerange(4 if w3 >= 0 else 3, 4096)
                # The other tests' inputs stay out of reach of frame inspection (the list is shared
                # with the caller's frame).
                del stdins[:]
                del cases[:]
                _dodam_lockdown(cfg, tools, True)
                if w3 >= 0:
                    _dodam_check(check, 3)
                _dodam_job(cfg, program, cpu, False)
            finally:
                os._exit(70)
        os.close(r0)
        os.close(w1)
        os.close(w2)
        if w3 >= 0:
            os.close(w3)
        os.set_blocking(w0, False)
        pidfd = None
        if pidfd_open is not None:
            try:
                pidfd = pidfd_open(pid)
            except OSError:
                pidfd = None
        out = [bytearray(), bytearray()]
        open_fds = {r1: 0, r2: 1}
        pending = memoryview(stdin)
        stop = b'n'
        status = None
        poller = select.poll()
        for fd in open_fds:
            poller.register(fd, select.POLLIN)
        if len(pending):
            poller.register(w0, select.POLLOUT)
        else:
            os.close(w0)
            w0 = -1
        if pidfd is not None:
            poller.register(pidfd, select.POLLIN)
        while True:
            if status is None:
                done, st = os.waitpid(pid, os.WNOHANG)
                if done:
                    status = st
            if status is not None and not open_fds:
                break
            left = deadline - time.monotonic()
            if left <= 0:
                stop = b't'
                break
            # Without a pidfd a child that closed its output is noticed by polling waitpid.
            wait_ms = left * 1000.0 if pidfd is not None or open_fds else min(left * 1000.0, 2.0)
            if status is not None:
                wait_ms = min(wait_ms, 50.0)  # output still draining after the exit
            for fd, ev in poller.poll(wait_ms):
                if fd == w0:
                    try:
                        n = os.write(w0, pending[:65536])
                        pending = pending[n:]
                    except BlockingIOError:
                        continue
                    except OSError:
                        pending = pending[:0]
                    if not len(pending):
                        poller.unregister(w0)
                        os.close(w0)
                        w0 = -1
                elif fd == pidfd:
                    poller.unregister(pidfd)
                    os.close(pidfd)
                    pidfd = None
                elif fd in open_fds:
                    chunk = os.read(fd, 65536)
                    if not chunk:
                        poller.unregister(fd)
                        os.close(fd)
                        del open_fds[fd]
                        continue
                    buf = out[open_fds[fd]]
                    room = out_limit - len(buf)
                    buf += chunk[:max(room, 0) + 1]
                    if len(buf) > out_limit:
                        stop = b'o'
                if stop == b'o':
                    break
            if stop == b'o':
                break
        if status is None:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
            status = os.waitpid(pid, 0)[1]
        elapsed = int((time.monotonic() - started) * 1000)
        for fd in list(open_fds) + ([w0] if w0 >= 0 else []) + ([pidfd] if pidfd is not None else []):
            try:
                os.close(fd)
            except OSError:
                pass
        code = os.waitstatus_to_exitcode(status)
        exit_code, sig = (code, 0) if code >= 0 else (-1, -code)
        o, e = bytes(out[0][:out_limit + 1]), bytes(out[1][:out_limit + 1])
        head = b'\x00CASE %d %d %d %s %d %d %d\n' % (index, exit_code, sig, stop, elapsed, len(o), len(e))
        _dodam_write_all(head + o + e)
        if r3 >= 0:
            # The child is gone and the parent's write end is closed: this read ends. The checker
            # writes one short line, well inside the pipe's buffer, before the program runs.
            report = bytearray()
            while len(report) <= out_limit:
                chunk = os.read(r3, 65536)
                if not chunk:
                    break
                report += chunk
            os.close(r3)
            report = bytes(report[:out_limit + 1])
            _dodam_write_all(b'\x00CASE %d 0 0 n 0 %d 0\n' % (len(stdins), len(report)) + report)
        _dodam_wipe(work)


def _dodam_check(program, fd):
    # The trusted structure checker (it parses the submission, never runs it), printing to fd; fd is
    # closed afterwards whatever happens, before any student code runs in this process.
    import builtins
    import io
    saved = sys.stdout
    try:
        stream = io.open(fd, 'w', encoding='utf-8', closefd=False)
        sys.stdout = stream
        exec(compile(program, _DODAM_FILE, 'exec', dont_inherit=True), {'__builtins__': builtins, '__name__': '_dodam_check'})
        stream.flush()
    except BaseException:
        pass
    finally:
        sys.stdout = saved
        os.close(fd)


def _dodam_start_lifeline(cfg):
    # Server gone (the read on fd 3 returns): this process stops; a batch's children follow
    # through PR_SET_PDEATHSIG.
    import _thread
    if not cfg.get('lifeline'):
        return

    def lifeline():
        try:
            while os.read(3, 64):
                pass
        except BaseException:
            pass
        os._exit(137)

    try:
        _thread.start_new_thread(lifeline, ())
    except RuntimeError:
        pass  # no thread left under RLIMIT_NPROC (degraded mode sharing the server's uid)


def _dodam_write_all(data):
    view = memoryview(data)
    while len(view):
        view = view[os.write(1, view):]


def _dodam_wipe(work):
    # Removes everything a test left in the scratch directory (also what it made unreadable), so the
    # next test starts with an empty one.
    import stat
    try:
        os.chmod(work, 0o700)
    except OSError:
        pass
    todo = [work]
    dirs = []
    while todo:
        d = todo.pop()
        try:
            names = os.listdir(d)
        except OSError:
            continue
        for name in names:
            p = d + '/' + name
            try:
                if stat.S_ISDIR(os.lstat(p).st_mode):
                    os.chmod(p, 0o700)
                    todo.append(p)
                    dirs.append(p)
                else:
                    os.unlink(p)
            except OSError:
                pass
    for d in reversed(dirs):
        try:
            os.rmdir(d)
        except OSError:
            pass


def _dodam_report(exc, filename, lines, err):
    try:
        import linecache
        import traceback
        # Source lines for the traceback: mtime None marks the entry as not backed by a file.
        linecache.cache[filename] = (sum(len(x) for x in lines), None, lines, filename)
        te = traceback.TracebackException(type(exc), exc, exc.__traceback__, compact=True)
        seen = set()
        todo = [te]
        while todo:
            item = todo.pop()
            if item is None or id(item) in seen:
                continue
            seen.add(id(item))
            # Hide the bootstrap's frames (the exec call, the audit hook): the student sees main.py only.
            item.stack = traceback.StackSummary.from_list([f for f in item.stack if f.filename != _DODAM_FILE])
            todo.append(item.__cause__)
            todo.append(item.__context__)
            todo.extend(getattr(item, 'exceptions', None) or [])
        text = ''.join(te.format())
    except BaseException:
        text = '%s: %s\n' % (type(exc).__name__, exc)
    try:
        err.write(text)
        err.flush()
    except BaseException:
        os.write(2, text.encode('utf-8', 'replace'))


def _dodam_probe(cfg, notes):
    checks = {}

    def attempt(name, fn):
        try:
            fn()
            checks[name] = 'allowed'
        except BaseException as exc:
            checks[name] = type(exc).__name__

    attempt('read_passwd', lambda: open('/etc/passwd').read())
    attempt('socket', lambda: __import__('socket').socket())
    attempt('fork', os.fork)
    attempt('write_work', lambda: open('probe.txt', 'w').write('x'))
    attempt('import_module', lambda: __import__('decimal'))
    import json
    print('DODAM-PROBE ' + json.dumps({'uid': os.getuid(), 'checks': checks, 'notes': notes}))
    sys.stdout.flush()
    os._exit(0)


_dodam_main()
`;
