/*
 * The seccomp filter, installed last before exec: an allow list.
 *
 * The program already runs as an unprivileged uid with no capabilities and
 * no_new_privs, in namespaces of its own. The filter narrows what is left of
 * the kernel to the calls that the judge's languages (C, C++, Java, Python,
 * PyPy, Go, Node, Rust), their compilers (gcc, g++, javac, rustc, go build)
 * and their runtimes make. Everything else, including every call a future
 * kernel adds, answers ENOSYS, the answer of a kernel that lacks the call, so
 * that libraries fall back as they would there. The list is reviewed like
 * code: `hoj-box --print-allowed-syscalls` prints it, and a test compares
 * that with the committed list, so it cannot grow unnoticed.
 *
 * Order of the checks: the architecture first (a call through another ABI,
 * i386's int 0x80, would be read with other numbers: it kills the process;
 * x32 numbers fail), then the calls whose arguments matter (clone without
 * namespace flags, sockets of the AF_UNIX family only, fcntl without leases),
 * then the allow list. clone3 is absent on purpose: it passes its flags in
 * memory, where a filter cannot look, and libc falls back to clone on ENOSYS.
 *
 * The allow list is compiled into a binary search over ranges of call
 * numbers, about a dozen instructions deep, not a compare per call: the
 * kernel runs the filter for every number when it is installed (to cache the
 * numbers it always allows, which then cost nothing at all) and for each
 * call it cannot cache, and a list of 200 compares made the installation
 * cost more than half a millisecond.
 */
#include "launcher.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#if defined(__x86_64__)
#define NATIVE_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define NATIVE_ARCH AUDIT_ARCH_AARCH64
#else
#error "hoj-box: add the audit arch of this machine"
#endif

#ifndef SECCOMP_RET_KILL_PROCESS
#define SECCOMP_RET_KILL_PROCESS 0x80000000U
#endif

struct call {
    unsigned nr;
    const char *name;
};

#define CALL(name) { __NR_##name, #name }

/* Allowed whatever their arguments. */
static const struct call allowed[] = {
    /* processes and threads (clone is below, with its flags checked) */
    CALL(execve), CALL(execveat), CALL(exit), CALL(exit_group), CALL(wait4), CALL(waitid),
    CALL(kill), CALL(tkill), CALL(tgkill), CALL(getpid), CALL(getppid), CALL(gettid),
    CALL(getpgid), CALL(setpgid), CALL(getsid), CALL(setsid),
    CALL(set_tid_address), CALL(set_robust_list), CALL(rseq),
    CALL(pidfd_open), CALL(pidfd_send_signal),
    CALL(getuid), CALL(geteuid), CALL(getgid), CALL(getegid), CALL(getresuid), CALL(getresgid),
    CALL(getgroups), CALL(capget),
    /* a multiplexer whose operations are the caller's own (thread names) or need privileges the box has not */
    CALL(prctl),
    /* memory */
    CALL(brk), CALL(mmap), CALL(munmap), CALL(mremap), CALL(mprotect), CALL(madvise), CALL(msync),
    CALL(mincore), CALL(membarrier), CALL(pkey_alloc), CALL(pkey_free), CALL(pkey_mprotect),
    /* files and directories (inside the box's own view) */
    CALL(read), CALL(write), CALL(readv), CALL(writev), CALL(pread64), CALL(pwrite64),
    CALL(preadv), CALL(pwritev), CALL(preadv2), CALL(pwritev2),
    CALL(openat), CALL(close), CALL(close_range), CALL(lseek), CALL(dup), CALL(dup3),
    /* a multiplexer: the box has no terminal and no device but null, zero, full, random, urandom */
    CALL(ioctl),
    CALL(flock), CALL(fsync), CALL(fdatasync), CALL(ftruncate), CALL(truncate), CALL(fallocate),
    CALL(fadvise64), CALL(readahead),
    CALL(fstat), CALL(newfstatat), CALL(statx), CALL(statfs), CALL(fstatfs),
    CALL(faccessat), CALL(faccessat2), CALL(readlinkat), CALL(getdents64), CALL(getcwd),
    CALL(chdir), CALL(fchdir), CALL(mkdirat), CALL(unlinkat), CALL(renameat), CALL(renameat2),
    CALL(linkat), CALL(symlinkat), CALL(fchmod), CALL(fchmodat), CALL(umask), CALL(utimensat),
    CALL(mknodat), /* fifos: an unprivileged mknod makes nothing else */
    CALL(sendfile), CALL(copy_file_range), CALL(splice), CALL(tee), CALL(pipe2),
    /* waiting for descriptors */
    CALL(ppoll), CALL(pselect6), CALL(epoll_create1), CALL(epoll_ctl), CALL(epoll_pwait),
    CALL(epoll_pwait2), CALL(eventfd2), CALL(signalfd4), CALL(timerfd_create), CALL(timerfd_settime),
    CALL(timerfd_gettime),
    /* signals */
    CALL(rt_sigaction), CALL(rt_sigprocmask), CALL(rt_sigreturn), CALL(rt_sigsuspend),
    CALL(rt_sigpending), CALL(rt_sigtimedwait), CALL(rt_sigqueueinfo), CALL(rt_tgsigqueueinfo),
    CALL(sigaltstack), CALL(restart_syscall),
    /* time and timers */
    CALL(clock_gettime), CALL(clock_getres), CALL(clock_nanosleep), CALL(nanosleep),
    CALL(gettimeofday), CALL(getitimer), CALL(setitimer), CALL(timer_create), CALL(timer_settime),
    CALL(timer_gettime), CALL(timer_getoverrun), CALL(timer_delete), CALL(times),
    /* scheduling (within the box's cpuset; a lower priority only) */
    CALL(sched_yield), CALL(sched_getaffinity), CALL(sched_setaffinity), CALL(sched_getparam),
    CALL(sched_getscheduler), CALL(sched_get_priority_max), CALL(sched_get_priority_min),
    CALL(getpriority), CALL(setpriority), CALL(getcpu),
    /* limits and facts about the system */
    CALL(getrlimit), CALL(setrlimit), CALL(prlimit64), CALL(getrusage), CALL(sysinfo), CALL(uname),
    CALL(getrandom), CALL(futex),
    /* sockets: only AF_UNIX ones can be created (below), in the box's own network namespace */
    CALL(bind), CALL(listen), CALL(accept), CALL(accept4), CALL(connect), CALL(getsockname),
    CALL(getpeername), CALL(sendto), CALL(recvfrom), CALL(sendmsg), CALL(recvmsg), CALL(sendmmsg),
    CALL(recvmmsg), CALL(shutdown), CALL(setsockopt), CALL(getsockopt),
#if defined(__x86_64__)
    /* x86-64's thread pointer, and the older forms of calls above (aarch64 has only the *at forms) */
    CALL(arch_prctl),
    CALL(fork), CALL(vfork), CALL(getpgrp), CALL(open), CALL(creat), CALL(dup2), CALL(stat), CALL(lstat),
    CALL(access), CALL(readlink), CALL(getdents), CALL(mkdir), CALL(rmdir), CALL(unlink), CALL(rename),
    CALL(link), CALL(symlink), CALL(chmod), CALL(utime), CALL(utimes), CALL(futimesat), CALL(mknod),
    CALL(pipe), CALL(poll), CALL(select), CALL(epoll_create), CALL(epoll_wait), CALL(eventfd),
    CALL(signalfd), CALL(pause), CALL(alarm), CALL(time),
#endif
};

#define N_ALLOWED (sizeof allowed / sizeof allowed[0])

/* What the calls allowed with conditions are allowed with (printed with the list). */
static const struct call conditional[] = {
    { __NR_clone, "clone (without namespace flags)" },
    { __NR_socket, "socket (AF_UNIX only)" },
    { __NR_socketpair, "socketpair (AF_UNIX only)" },
    { __NR_fcntl, "fcntl (not F_SETLEASE or F_NOTIFY)" },
};

#define N_CONDITIONAL (sizeof conditional / sizeof conditional[0])

#define NEW_NAMESPACE_FLAGS                                                                  \
    (CLONE_NEWNS | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET | \
     CLONE_NEWCGROUP)

#define RET(value) BPF_STMT(BPF_RET | BPF_K, (value))
#define LOAD(field) BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, field))
/* the low half of an argument (little endian): the kernel reads int and unsigned int arguments from it */
#define LOAD_ARG(i) BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[i]))
#define JEQ(value, t, f) BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (value), (t), (f))
#define DENY(errno_value) RET(SECCOMP_RET_ERRNO | (errno_value))

struct range {
    unsigned first, last;
};

static int by_number(const void *a, const void *b)
{
    unsigned x = ((const struct call *)a)->nr, y = ((const struct call *)b)->nr;
    return (x > y) - (x < y);
}

/* The allowed numbers as sorted ranges of consecutive numbers; returns how many. */
static size_t allowed_ranges(struct range *out)
{
    struct call sorted[N_ALLOWED];
    memcpy(sorted, allowed, sizeof allowed);
    qsort(sorted, N_ALLOWED, sizeof sorted[0], by_number);
    size_t n = 0;
    for (size_t i = 0; i < N_ALLOWED; i++) {
        if (n > 0 && sorted[i].nr <= out[n - 1].last + 1) {
            if (sorted[i].nr > out[n - 1].last)
                out[n - 1].last = sorted[i].nr;
        } else {
            out[n++] = (struct range){ sorted[i].nr, sorted[i].nr };
        }
    }
    return n;
}

/*
 * Emits at code[n] the search of ranges [lo, hi) for the number in A: allow
 * within a range, ENOSYS between them. `bounded` says the path here already
 * found A >= ranges[lo].first. Jumps only go forward, at most 255 ahead.
 * Returns the new n, or 0 when a jump would not fit.
 */
static size_t emit_search(struct sock_filter *code, size_t n, const struct range *ranges, size_t lo, size_t hi, int bounded)
{
    if (hi - lo == 1) {
        if (!bounded)
            code[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, ranges[lo].first, 0, 2);
        code[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JGT | BPF_K, ranges[lo].last, 1, 0);
        code[n++] = (struct sock_filter)RET(SECCOMP_RET_ALLOW);
        code[n++] = (struct sock_filter)DENY(ENOSYS);
        return n;
    }
    size_t mid = (lo + hi) / 2, split = n++;
    size_t after_left = emit_search(code, n, ranges, lo, mid, bounded);
    if (after_left == 0 || after_left - split - 1 > 255)
        return 0;
    /* A >= the first number of the upper half: skip the lower half's code */
    code[split] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, ranges[mid].first, (unsigned char)(after_left - split - 1), 0);
    return emit_search(code, after_left, ranges, mid, hi, 1);
}

/* The whole filter at code (room for MAX_FILTER instructions); returns its length, 0 if it cannot be built. */
#define MAX_FILTER (32 + 4 * N_ALLOWED)
static size_t build_filter(struct sock_filter *code)
{
    const struct sock_filter head[] = {
        /* another ABI (i386 via int 0x80, x32) would be read with other syscall numbers */
        LOAD(arch),
        JEQ(NATIVE_ARCH, 1, 0),
        RET(SECCOMP_RET_KILL_PROCESS),
        LOAD(nr),
#if defined(__x86_64__)
        BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000U /* __X32_SYSCALL_BIT */, 0, 1),
        DENY(ENOSYS),
#endif
        /* clone: threads and processes, never new namespaces */
        JEQ(__NR_clone, 0, 4),
        LOAD_ARG(0),
        BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, NEW_NAMESPACE_FLAGS, 0, 1),
        DENY(EPERM),
        RET(SECCOMP_RET_ALLOW),
        /* sockets of the AF_UNIX family: no network stack, no vsock, no netlink (the answer of a kernel without them) */
        JEQ(__NR_socket, 1, 0),
        JEQ(__NR_socketpair, 0, 4),
        LOAD_ARG(0),
        JEQ(AF_UNIX, 0, 1),
        RET(SECCOMP_RET_ALLOW),
        DENY(EAFNOSUPPORT),
        /* fcntl, but no lease or directory notification: nothing may hold up the copy of /box */
        JEQ(__NR_fcntl, 0, 5),
        LOAD_ARG(1),
        JEQ(F_SETLEASE, 2, 0),
        JEQ(F_NOTIFY, 1, 0),
        RET(SECCOMP_RET_ALLOW),
        DENY(EINVAL),
    };
    size_t n = 0;
    for (size_t i = 0; i < sizeof head / sizeof head[0]; i++)
        code[n++] = head[i];
    /* then the allow list: a search tree of at most 4 instructions per range */
    struct range ranges[N_ALLOWED];
    return emit_search(code, n, ranges, 0, allowed_ranges(ranges), 0);
}

int install_seccomp_filter(void)
{
    struct sock_filter code[MAX_FILTER];
    size_t n = build_filter(code);
    if (n == 0) {
        errno = E2BIG;
        return -1;
    }
    struct sock_fprog prog = { .len = (unsigned short)n, .filter = code };
    return (int)syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &prog);
}

/*
 * What the filter answers for one call: a small interpreter of the
 * instructions build_filter uses (anything else would be a bug: it says so).
 */
static uint32_t run_filter(const struct sock_filter *code, size_t n, const struct seccomp_data *data)
{
    uint32_t a = 0;
    for (size_t pc = 0; pc < n; pc++) {
        const struct sock_filter *op = &code[pc];
        switch (op->code) {
        case BPF_LD | BPF_W | BPF_ABS:
            memcpy(&a, (const char *)data + op->k, sizeof a);
            break;
        case BPF_RET | BPF_K:
            return op->k;
        case BPF_JMP | BPF_JEQ | BPF_K:
            pc += a == op->k ? op->jt : op->jf;
            break;
        case BPF_JMP | BPF_JGE | BPF_K:
            pc += a >= op->k ? op->jt : op->jf;
            break;
        case BPF_JMP | BPF_JGT | BPF_K:
            pc += a > op->k ? op->jt : op->jf;
            break;
        case BPF_JMP | BPF_JSET | BPF_K:
            pc += (a & op->k) ? op->jt : op->jf;
            break;
        default:
            return 0xffffffffU;
        }
    }
    return 0xfffffffeU;
}

static uint32_t answer(const struct sock_filter *code, size_t n, uint32_t arch, uint32_t nr, uint64_t arg0, uint64_t arg1)
{
    struct seccomp_data data = { .nr = (int)nr, .arch = arch, .args = { arg0, arg1 } };
    return run_filter(code, n, &data);
}

static int by_text(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/*
 * --print-allowed-syscalls: what the compiled filter allows, one call a line,
 * sorted: every number it lets through (named from the tables above, or by
 * number), the conditional calls with their condition when the filter holds
 * to it, and a line for anything wrong with the architecture checks. So the
 * committed list a test compares with is the filter's behaviour, not only
 * the table's.
 */
void print_allowed_syscalls(void)
{
    struct sock_filter code[MAX_FILTER];
    size_t n = build_filter(code);
    if (n == 0) {
        printf("the filter cannot be built\n");
        return;
    }
    static char lines[1024 + N_CONDITIONAL + 2][64];
    char *sorted[sizeof lines / sizeof lines[0]];
    size_t count = 0;
    for (uint32_t nr = 0; nr < 1024; nr++) {
        const char *name = NULL;
        for (size_t i = 0; i < N_CONDITIONAL; i++)
            if (conditional[i].nr == nr)
                name = conditional[i].name;
        if (name) {
            /* a condition holds when the filter lets one kind of argument through and refuses another */
            uint64_t good = 0, bad = CLONE_NEWUSER, arg = 0;
            if (nr == __NR_socket || nr == __NR_socketpair)
                good = AF_UNIX, bad = AF_INET;
            else if (nr == __NR_fcntl)
                arg = 1, good = F_GETFD, bad = F_SETLEASE;
            int lets = answer(code, n, NATIVE_ARCH, nr, arg ? 0 : good, arg ? good : 0) == SECCOMP_RET_ALLOW;
            int refuses = answer(code, n, NATIVE_ARCH, nr, arg ? 0 : bad, arg ? bad : 0) != SECCOMP_RET_ALLOW;
            if (lets && refuses)
                snprintf(lines[count++], sizeof lines[0], "%s", name);
            else if (lets)
                snprintf(lines[count++], sizeof lines[0], "%.40s WITHOUT ITS CONDITION", name);
            continue;
        }
        if (answer(code, n, NATIVE_ARCH, nr, 0, 0) != SECCOMP_RET_ALLOW)
            continue;
        for (size_t i = 0; i < N_ALLOWED && !name; i++)
            if (allowed[i].nr == nr)
                name = allowed[i].name;
        if (name)
            snprintf(lines[count++], sizeof lines[0], "%s", name);
        else
            snprintf(lines[count++], sizeof lines[0], "syscall %u", nr);
    }
    if (answer(code, n, NATIVE_ARCH + 1, __NR_getpid, 0, 0) != SECCOMP_RET_KILL_PROCESS)
        snprintf(lines[count++], sizeof lines[0], "ANOTHER ARCHITECTURE IS NOT KILLED");
#if defined(__x86_64__)
    if (answer(code, n, NATIVE_ARCH, 0x40000000U | __NR_getpid, 0, 0) != (SECCOMP_RET_ERRNO | ENOSYS))
        snprintf(lines[count++], sizeof lines[0], "X32 CALLS ARE NOT REFUSED");
#endif
    for (size_t i = 0; i < count; i++)
        sorted[i] = lines[i];
    qsort(sorted, count, sizeof sorted[0], by_text);
    for (size_t i = 0; i < count; i++)
        printf("%s\n", sorted[i]);
}
