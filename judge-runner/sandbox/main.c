/*
 * hoj-box — command line, the life of a run, and the verdict.
 *
 *   hoj-box [--cgroup auto|v1|v2] BOX [--box BOX]     one run
 *   hoj-box [--cgroup auto|v1|v2] --serve             runs requested on stdin
 *   hoj-box [--cgroup auto|v1|v2] --cleanup UID...    remove what killed launchers left
 *   hoj-box [--cgroup auto|v1|v2] --check             can this host run boxes? (an error line if not)
 *   hoj-box --print-allowed-syscalls                  the seccomp allow list, for review
 *
 * BOX (every option takes exactly one value; repeatable ones marked *):
 *   --uid N --dir HOST_DIR --arg S* --env K=V* --ro HOST_PATH*
 *   --stdin FILE --stdout FILE --stderr FILE
 *   --cpu-ms N --wall-ms N --memory-kb N --stack-kb N --processes N
 *   --fsize-kb N --stdout-bytes N --stderr-bytes N --disk-kb N --keep PATTERN* --cpus N
 * --cpus N (default 1): the box gets N cores' worth of CPU time per second
 * and, where the host has cpuset, N cores (see cgroup.c).
 * --disk-kb N (N > 0) gives the box a private tmpfs work area at /box with
 * room for N KB of the program's files (see inside.c); 0, the default, binds
 * the host dir itself, unbounded. With the work area, only the regular files
 * at the top of /box whose names match a --keep pattern (fnmatch(3), so a
 * plain name is itself) are copied back into HOST_DIR when the program ends.
 * --stdin FILE reaches the program as a sealed memfd copy, never as the host
 * file (whose path /proc/self/fd/0 would show).
 * With two boxes (an interactive pair) box 1's stdout feeds box 2's stdin and
 * box 2's stdout feeds box 1's stdin, relayed by the launcher (see
 * cross_connect); --stdin and --stdout are not allowed.
 *
 * --serve reads requests from stdin, one after the other: the BOX arguments
 * of one run, each terminated by a NUL byte, and an empty argument to end
 * the request. It saves a process start per run; every run still gets all
 * its namespaces, the network one included, and its cgroup fresh.
 *
 * Output: one JSON line per box, in order, on stdout:
 *   {"verdict":"ok","exitCode":0,"signal":null,"cpuMs":1,"wallMs":2,"memoryKb":512}
 * verdict: ok nonzero signaled cpu wall memory output disk error; "error" (with an
 * "error" text) is only ever the launcher's or the host's failure.
 */
#include "launcher.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/sendfile.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/timerfd.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef CLONE_PIDFD
#define CLONE_PIDFD 0x00001000
#endif

#define NS_PER_MS ((int64_t)1000000)
#define MIN_CPU_CHECK_NS NS_PER_MS
/*
 * After its wall-clock limit a box has this long to be gone: its init kills
 * what is left and copies the work area back (at most --disk-kb of files,
 * tmpfs to the host's page cache: 128 MB take about 0.5 s on a loaded 2-core host).
 */
#define COPY_BUDGET_MS 3000
#define OUTPUT_PIPE_SIZE (1 << 20)
#define MAX_REQUEST (4 << 20)

static struct box boxes[MAX_BOXES];
static int nboxes;
static char usage[ERROR_LEN];      /* what is wrong with the current request */
static char host_error[ERROR_LEN]; /* why this host cannot run boxes at all */
static int serving, stopping;
static int epoll_fd = -1, timer_fd = -1, signal_fd = -1;
static int64_t armed_ns = -1;
static int online_cpus = 1;
char *args_area;
size_t args_area_len;

enum { TAG_INIT, TAG_STDOUT, TAG_STDERR, TAG_FEED, TAG_TIMER, TAG_SIGNAL };

int64_t now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000000000LL + t.tv_nsec;
}

void set_error(struct box *b, const char *fmt, ...)
{
    if (b->error[0])
        return; /* the first failure is the one that explains */
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(b->error, sizeof b->error, fmt, ap);
    va_end(ap);
}

static void __attribute__((format(printf, 1, 2))) bad_usage(const char *fmt, ...)
{
    if (usage[0])
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(usage, sizeof usage, fmt, ap);
    va_end(ap);
}

/* ---------------------------------------------------------------- output */

static void print_json_string(const char *s)
{
    putchar('"');
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            printf("\\%c", c);
        else if (c < 0x20)
            printf("\\u%04x", c);
        else
            putchar(c);
    }
    putchar('"');
}

static const char *verdict_of(struct box *b)
{
    if (b->error[0])
        return "error";
    /* a full work area comes first: spinning on ENOSPC or an OOM from its pages are its consequences */
    if (b->disk_full)
        return "disk";
    /* every limit the launcher enforced was measured: CPU, wall clock, stdout at its cap */
    if (b->kill_reason)
        return b->kill_reason;
    if (b->oom_kills > 0 || b->image_too_big)
        return "memory";
    /* the program may have finished between two checks: the totals decide */
    if (b->cpu_ns >= b->lim.cpu_ms * (uint64_t)NS_PER_MS)
        return "cpu";
    if (b->end_ns - b->start_ns >= (int64_t)b->lim.wall_ms * NS_PER_MS)
        return "wall";
    if (b->stdout_over)
        return "output";
    if (WIFSIGNALED(b->wait_status)) {
        int sig = WTERMSIG(b->wait_status);
        /*
         * A signal says nothing about who sent it: SIGXCPU and SIGXFSZ are
         * raised by the program itself as easily as by the kernel. CPU time
         * over its limit is "cpu" above, whatever the signal; SIGXFSZ is
         * "output" only when a file of the program really reached
         * --fsize-kb (the init looked), else a signal like any other.
         */
        if (sig == SIGXFSZ && b->file_at_cap)
            return "output";
        /* an OOM kill on a kernel that does not count them */
        if (sig == SIGKILL && b->peak_bytes >= b->lim.memory_kb * 1024)
            return "memory";
        return "signaled";
    }
    return WEXITSTATUS(b->wait_status) == 0 ? "ok" : "nonzero";
}

static void print_error_line(const char *error)
{
    printf("{\"verdict\":\"error\",\"exitCode\":null,\"signal\":null,\"cpuMs\":0,\"wallMs\":0,\"memoryKb\":0,\"error\":");
    print_json_string(error);
    printf("}\n");
}

/*
 * The program's own memory: the cgroup's peak less the file pages it still
 * held at the end (tmpfs files in /box and /tmp, page cache), but never less
 * than the peak resident set of its largest process (after an OOM kill, the
 * peak: the limit is what was reached). The cgroup's peak alone
 * would show a program that only writes files at its whole memory limit.
 * Files deleted before the end still count (the cgroup keeps no peak of
 * anonymous memory alone); a program of several processes whose files are
 * subtracted may show less than it had, but the limit itself is enforced by
 * the cgroup on everything, files included.
 */
static uint64_t own_memory_kb(struct box *b)
{
    uint64_t rss = b->maxrss_kb > 0 ? (uint64_t)b->maxrss_kb : 0;
    if (!b->peak_bytes)
        return rss; /* v2 before 5.19: no peak */
    uint64_t peak = b->peak_bytes / 1024, files = b->file_bytes / 1024;
    if (b->oom_kills > 0)
        return peak; /* the limit was reached, by memory and files together: show it */
    uint64_t own = peak > files ? peak - files : 0;
    if (own < rss)
        own = rss < peak ? rss : peak;
    return own;
}

static void print_result(struct box *b)
{
    printf("{\"verdict\":\"%s\",", verdict_of(b));
    if (b->exited && WIFEXITED(b->wait_status))
        printf("\"exitCode\":%d,\"signal\":null,", WEXITSTATUS(b->wait_status));
    else if (b->exited)
        printf("\"exitCode\":null,\"signal\":%d,", WTERMSIG(b->wait_status));
    else if (b->kill_reason)
        printf("\"exitCode\":null,\"signal\":%d,", SIGKILL);
    else
        printf("\"exitCode\":null,\"signal\":null,");
    int64_t wall = b->started && b->end_ns > b->start_ns ? b->end_ns - b->start_ns : 0;
    printf("\"cpuMs\":%" PRIu64 ",\"wallMs\":%" PRId64 ",\"memoryKb\":%" PRIu64,
           (b->cpu_ns + (uint64_t)NS_PER_MS / 2) / (uint64_t)NS_PER_MS, (wall + NS_PER_MS / 2) / NS_PER_MS, own_memory_kb(b));
    if (b->error[0]) {
        printf(",\"error\":");
        print_json_string(b->error);
    } else if (b->disk_full) {
        printf(",\"diskKb\":%" PRIu64, b->lim.disk_kb); /* the cap the message names */
        if (b->files_error[0]) {
            printf(",\"fileError\":");
            print_json_string(b->files_error);
        }
    }
    printf("}\n");
}

/* ---------------------------------------------------------- command line */

static uint64_t parse_number(const char *option, const char *text)
{
    char *end;
    errno = 0;
    unsigned long long value = strtoull(text, &end, 10);
    if (errno || end == text || *end || text[0] == '-')
        bad_usage("%s needs a non-negative integer, not \"%s\"", option, text);
    return value;
}

/* a host path bound into the box: absolute and with no . or .. components */
static int clean_absolute_path(const char *path)
{
    if (path[0] != '/' || strcmp(path, "/") == 0)
        return 0;
    for (const char *p = path; *p; p++)
        if (*p == '/' && (p[1] == '/' || p[1] == '\0' || (p[1] == '.' && (p[2] == '/' || p[2] == '\0')) ||
                          (p[1] == '.' && p[2] == '.' && (p[3] == '/' || p[3] == '\0'))))
            return 0;
    return 1;
}

static void check_box(struct box *b, int pair)
{
    if (b->uid == 0)
        bad_usage("every box needs --uid (not 0)");
    if (!b->dir || !clean_absolute_path(b->dir))
        bad_usage("--dir must be a clean absolute host path");
    if (b->argc == 0)
        bad_usage("a box needs at least one --arg");
    if (!b->stderr_path || (!pair && !b->stdout_path))
        bad_usage("--stdout and --stderr are required");
    if (pair && (b->stdout_path || b->stdin_path))
        bad_usage("an interactive pair is wired by the launcher: no --stdin or --stdout");
    if (!b->lim.cpu_ms || !b->lim.wall_ms || !b->lim.memory_kb || !b->lim.stack_kb || !b->lim.processes)
        bad_usage("--cpu-ms, --wall-ms, --memory-kb, --stack-kb and --processes must be positive");
    for (int i = 0; i < b->n_ro; i++)
        if (!clean_absolute_path(b->ro_paths[i]))
            bad_usage("--ro %s: not a clean absolute path", b->ro_paths[i]);
}

static void init_box(struct box *b, int argc)
{
    free(b->argv);
    free(b->envp);
    free(b->ro_paths);
    free(b->keep);
    memset(b, 0, sizeof *b);
    b->lock_fd = b->child_stdin = b->child_stdout = b->child_stderr = -1;
    b->stdout_pipe = b->stderr_pipe = b->stdout_file = b->stderr_file = b->report_pipe = b->init_pidfd = b->stdin_feed = -1;
    b->cg.cpu_fd = -1;
    for (int i = 0; i < CG_DIRS; i++)
        b->cg.join_fd[i] = -1;
    b->init_reaped = 1; /* until there is an init */
    b->lim.cpus = 1;
    /* every argument could be one element: enough room, whatever the mix */
    b->argv = calloc((size_t)argc + 1, sizeof(char *));
    b->envp = calloc((size_t)argc + 1, sizeof(char *));
    b->ro_paths = calloc((size_t)argc + 1, sizeof(char *));
    b->keep = calloc((size_t)argc + 1, sizeof(char *));
    if (!b->argv || !b->envp || !b->ro_paths || !b->keep)
        bad_usage("out of memory");
}

/* The BOX arguments of one run (argv[0] is the first option). */
static void parse_boxes(int argc, char **argv)
{
    usage[0] = '\0';
    nboxes = 1;
    for (int i = 0; i < MAX_BOXES; i++)
        init_box(&boxes[i], argc);
    struct box *b = &boxes[0];
    for (int i = 0; i < argc && !usage[0]; i++) {
        const char *opt = argv[i];
        if (strcmp(opt, "--box") == 0) {
            if (nboxes == MAX_BOXES)
                bad_usage("at most %d boxes", MAX_BOXES);
            else
                b = &boxes[nboxes++];
            continue;
        }
        if (i + 1 >= argc) {
            bad_usage("%s needs a value", opt);
            break;
        }
        const char *v = argv[++i];
        if (strcmp(opt, "--uid") == 0) {
            uint64_t uid = parse_number(opt, v);
            if (uid == 0 || uid >= 0x7fffffff)
                bad_usage("--uid out of range");
            b->uid = (unsigned)uid;
        } else if (strcmp(opt, "--dir") == 0)
            b->dir = v;
        else if (strcmp(opt, "--arg") == 0)
            b->argv[b->argc++] = v;
        else if (strcmp(opt, "--env") == 0) {
            if (!strchr(v, '='))
                bad_usage("--env needs NAME=VALUE");
            b->envp[b->envc++] = v;
        } else if (strcmp(opt, "--ro") == 0)
            b->ro_paths[b->n_ro++] = v;
        else if (strcmp(opt, "--stdin") == 0)
            b->stdin_path = v;
        else if (strcmp(opt, "--stdout") == 0)
            b->stdout_path = v;
        else if (strcmp(opt, "--stderr") == 0)
            b->stderr_path = v;
        else if (strcmp(opt, "--cpu-ms") == 0)
            b->lim.cpu_ms = parse_number(opt, v);
        else if (strcmp(opt, "--wall-ms") == 0)
            b->lim.wall_ms = parse_number(opt, v);
        else if (strcmp(opt, "--memory-kb") == 0)
            b->lim.memory_kb = parse_number(opt, v);
        else if (strcmp(opt, "--stack-kb") == 0)
            b->lim.stack_kb = parse_number(opt, v);
        else if (strcmp(opt, "--processes") == 0)
            b->lim.processes = parse_number(opt, v);
        else if (strcmp(opt, "--fsize-kb") == 0)
            b->lim.fsize_kb = parse_number(opt, v);
        else if (strcmp(opt, "--stdout-bytes") == 0)
            b->lim.stdout_bytes = parse_number(opt, v);
        else if (strcmp(opt, "--stderr-bytes") == 0)
            b->lim.stderr_bytes = parse_number(opt, v);
        else if (strcmp(opt, "--cpus") == 0) {
            b->lim.cpus = parse_number(opt, v);
            if (b->lim.cpus == 0 || b->lim.cpus > 1024)
                bad_usage("--cpus is between 1 and 1024");
        } else if (strcmp(opt, "--disk-kb") == 0) {
            b->lim.disk_kb = parse_number(opt, v);
            /* the tmpfs size is written in KB into a mount option: keep it far from overflow */
            if (b->lim.disk_kb > (UINT64_C(1) << 40))
                bad_usage("--disk-kb is out of range");
        } else if (strcmp(opt, "--keep") == 0) {
            /* a name at the top of /box: never a path */
            if (!v[0] || strchr(v, '/') || strcmp(v, ".") == 0 || strcmp(v, "..") == 0)
                bad_usage("--keep needs a file name pattern without a slash, not \"%s\"", v);
            b->keep[b->n_keep++] = v;
        }
        else
            bad_usage("unknown option %s", opt);
    }
    for (int i = 0; i < nboxes && !usage[0]; i++)
        check_box(&boxes[i], nboxes > 1);
    if (!usage[0] && nboxes > 1 && boxes[0].uid == boxes[1].uid)
        bad_usage("the boxes of a pair need different uids");
}

/* -------------------------------------------------------------- set up */

static int lock_uid(unsigned uid, int wait)
{
    char path[128];
    snprintf(path, sizeof path, STATE_DIR "/%u.lock", uid);
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0)
        return -1;
    /* another runner on this host may use the same uids: take turns */
    while (flock(fd, LOCK_EX | (wait ? 0 : LOCK_NB)) != 0) {
        if (errno != EINTR) {
            close(fd);
            return -1;
        }
    }
    return fd;
}

/*
 * A pipe the launcher creates is root's, mode 0600: reopening it through
 * /proc/self/fd (/dev/stdout, /dev/stderr, /dev/stdin) would fail in the box.
 * The box's own pipes belong to its uid (a pipe is one inode, both ends).
 */
static int give_to_box(struct box *b, int fd)
{
    if (fchown(fd, b->uid, b->uid) == 0)
        return 0;
    set_error(b, "hand a pipe to uid %u: %s", b->uid, strerror(errno));
    return -1;
}

static int open_output(struct box *b, const char *path, int *pipe_end, int *child_end, int *file)
{
    int fds[2];
    /* O_NOFOLLOW: the path may sit in a directory a previous box could write */
    if ((*file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0644)) < 0) {
        set_error(b, "open %s: %s", path, strerror(errno));
        return -1;
    }
    if (pipe2(fds, O_CLOEXEC) != 0) {
        set_error(b, "pipe: %s", strerror(errno));
        return -1;
    }
    *pipe_end = fds[0];
    *child_end = fds[1];
    if (give_to_box(b, fds[1]) != 0)
        return -1;
    /* a bigger pipe means fewer wake-ups while a program floods its output */
    if (fcntl(fds[0], F_SETFL, O_NONBLOCK) != 0 || fcntl(fds[0], F_SETPIPE_SZ, OUTPUT_PIPE_SIZE) < 0) {
        set_error(b, "pipe settings: %s", strerror(errno));
        return -1;
    }
    return 0;
}

/*
 * The program's stdin: a copy of the input file in a sealed memfd. A descriptor of the host file
 * itself would show its host path to readlink(/proc/self/fd/0) (and its device and inode to
 * fstat); the memfd shows "/memfd:stdin (deleted)", and stays seekable and mappable as the file
 * was. The copy costs a memory copy of the input per run (charged to the launcher, like the
 * runner's files in the work area).
 */
static int open_input(struct box *b)
{
    int file = open(b->stdin_path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (file < 0)
        return -1;
    int copy = memfd_create("stdin", MFD_CLOEXEC | MFD_ALLOW_SEALING);
    int ok = copy >= 0;
    struct stat st;
    ok = ok && fstat(file, &st) == 0;
    for (off_t done = 0; ok && done < st.st_size;) {
        ssize_t n = sendfile(copy, file, &done, st.st_size - done < (1 << 30) ? (size_t)(st.st_size - done) : (size_t)1 << 30);
        if (n <= 0) {
            ok = n == 0; /* shorter than at fstat: the copy is what there was */
            break;
        }
    }
    /* the program reads its input, never changes it: no write, no resize, no unsealing */
    ok = ok && fcntl(copy, F_ADD_SEALS, F_SEAL_WRITE | F_SEAL_GROW | F_SEAL_SHRINK | F_SEAL_SEAL) == 0 && lseek(copy, 0, SEEK_SET) == 0;
    int saved = errno;
    close(file);
    if (!ok) {
        if (copy >= 0)
            close(copy);
        errno = saved;
        return -1;
    }
    b->child_stdin = copy;
    return 0;
}

/*
 * --serve: the launcher moves into a new, empty network namespace while it
 * waits for the next request, so that the next run's first box can stay in
 * it (start_box) instead of paying for a new one while the runner waits. The
 * launcher itself never uses the network; the namespace it leaves dies with
 * the last box process or socket in flight that holds it.
 */
static int network_ready;

static void prepare_network(void)
{
    network_ready = unshare(CLONE_NEWNET) == 0; /* on failure the next box asks clone for one, and says why */
}

static int start_box(struct box *b)
{
    if ((b->lock_fd = lock_uid(b->uid, 1)) < 0) {
        set_error(b, "cannot lock uid %u in " STATE_DIR ": %s", b->uid, strerror(errno));
        return -1;
    }
    if (cgroup_create(b) != 0)
        return -1;
    if (nboxes == 1) {
        if (b->stdin_path ? open_input(b) != 0 : (b->child_stdin = open("/dev/null", O_RDONLY | O_CLOEXEC)) < 0) {
            set_error(b, "open %s: %s", b->stdin_path ? b->stdin_path : "/dev/null", strerror(errno));
            return -1;
        }
        if (open_output(b, b->stdout_path, &b->stdout_pipe, &b->child_stdout, &b->stdout_file) != 0)
            return -1;
    }
    if (open_output(b, b->stderr_path, &b->stderr_pipe, &b->child_stderr, &b->stderr_file) != 0)
        return -1;
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) {
        set_error(b, "pipe: %s", strerror(errno));
        return -1;
    }
    b->report_pipe = report[0];
    if (fcntl(report[0], F_SETFL, O_NONBLOCK) != 0) {
        set_error(b, "pipe settings: %s", strerror(errno));
        close(report[1]);
        return -1;
    }

    /*
     * A fresh network namespace every run, never one kept between runs: a
     * socket left in flight (an SCM_RIGHTS cycle outlives its processes) or
     * an abstract unix name would otherwise reach the uid's next run, which
     * may be another user's submission. Making one costs about half a
     * millisecond or more (npm run bench:sandbox prints it): --serve makes
     * the next run's after answering (prepare_network), and the first box of
     * a run takes it by staying in the launcher's namespace; any other box
     * gets a new one here.
     */
    int flags = CLONE_NEWPID | CLONE_NEWNS | CLONE_NEWIPC | CLONE_NEWUTS | CLONE_PIDFD | SIGCHLD;
    if (network_ready)
        network_ready = 0; /* this box's alone: the launcher moves on to a new one after the run */
    else
        flags |= CLONE_NEWNET;
    /* CLONE_PIDFD stores the pidfd through the third argument on every architecture */
    int pidfd = -1;
    pid_t pid = (pid_t)syscall(SYS_clone, flags, NULL, &pidfd, NULL, NULL);
    if (pid < 0) {
        set_error(b, "clone with new namespaces: %s", strerror(errno));
        close(report[1]);
        return -1;
    }
    if (pid == 0)
        box_init(b, report[1]);
    b->init_pid = pid;
    b->init_reaped = 0;
    b->init_pidfd = pidfd;
    b->clone_ns = now_ns();
    close(report[1]);
    return 0;
}

/*
 * An interactive pair: each box's stdout is the other's stdin, through the
 * launcher. Each box gets a pipe of its own for either direction, and the
 * launcher splices one box's output into the other's input (relay()). A
 * direct pipe would end only when every copy of its write end is closed,
 * and a program can keep a copy alive after it is gone (a descriptor in
 * flight on a unix socket): its peer would wait for the end of its input
 * until its own wall clock ran out. Here the launcher holds the only write
 * end of each stdin and closes it when the box feeding it is gone.
 */
static int cross_connect(void)
{
    for (int i = 0; i < 2; i++) {
        struct box *b = &boxes[i];
        int out[2], in[2];
        if (pipe2(out, O_CLOEXEC) != 0) {
            set_error(b, "pipe: %s", strerror(errno));
            return -1;
        }
        b->stdout_pipe = out[0];
        b->child_stdout = out[1];
        if (pipe2(in, O_CLOEXEC) != 0) {
            set_error(b, "pipe: %s", strerror(errno));
            return -1;
        }
        b->child_stdin = in[0];
        b->stdin_feed = in[1];
        if (fcntl(b->stdout_pipe, F_SETFL, O_NONBLOCK) != 0 || fcntl(b->stdin_feed, F_SETFL, O_NONBLOCK) != 0) {
            set_error(b, "pipe settings: %s", strerror(errno));
            return -1;
        }
        if (give_to_box(b, b->child_stdout) != 0 || give_to_box(b, b->child_stdin) != 0)
            return -1;
    }
    return 0;
}

static void close_fd(int *fd)
{
    if (*fd >= 0)
        close(*fd);
    *fd = -1;
}

static void watch(int fd, int tag, int index)
{
    struct epoll_event ev = { .events = EPOLLIN, .data.u64 = ((uint64_t)index << 8) | (uint64_t)tag };
    if (fd >= 0 && epoll_ctl(epoll_fd, EPOLL_CTL_ADD, fd, &ev) != 0)
        set_error(&boxes[index], "epoll_ctl: %s", strerror(errno));
}

/* explicitly: while a box init still holds a copy, closing ours would not end the registration */
static void unwatch(int *fd)
{
    (void)epoll_ctl(epoll_fd, EPOLL_CTL_DEL, *fd, NULL); /* cannot fail for a watched fd */
    close_fd(fd);
}

/* ------------------------------------------------------------- running */

/*
 * The init's messages are read when needed (a timer, the end of the box),
 * not when they arrive: the launcher sleeps through the whole run unless a
 * limit is due or output is waiting.
 */
static void read_reports(struct box *b)
{
    struct report r;
    ssize_t n;
    while (b->report_pipe >= 0 && (n = read(b->report_pipe, &r, sizeof r)) != 0) {
        if (n < 0) {
            if (errno == EINTR)
                continue;
            if (errno != EAGAIN)
                set_error(b, "read the box report: %s", strerror(errno));
            return;
        }
        if (n != (ssize_t)sizeof r) {
            set_error(b, "short box report");
            return;
        }
        if (r.type == REPORT_STARTED) {
            b->started = 1;
            b->start_ns = r.at_ns;
        } else if (r.type == REPORT_EXITED) {
            b->exited = 1;
            b->wait_status = r.wait_status;
            b->maxrss_kb = r.maxrss_kb;
            b->file_at_cap = r.file_at_cap;
            if (!b->kill_reason) {
                b->end_ns = r.at_ns;
                b->file_bytes = r.files_kb > 0 ? (uint64_t)r.files_kb * 1024 : 0;
            }
        } else if (r.type == REPORT_NO_MEMORY) {
            b->image_too_big = 1;
        } else if (r.type == REPORT_DISK_FULL) {
            b->disk_full = 1;
            r.text[sizeof r.text - 1] = '\0';
            snprintf(b->files_error, sizeof b->files_error, "%s", r.text);
        } else if (r.type == REPORT_COPY_OUT) {
            b->copying = 1;
            b->copy_kb = r.files_kb;
            b->area_kb = r.area_kb;
        } else {
            r.text[sizeof r.text - 1] = '\0';
            set_error(b, "%s", r.text);
        }
    }
    close_fd(&b->report_pipe);
}

static int running(struct box *b)
{
    return !b->init_reaped && !b->exited && !b->kill_reason;
}

static void end_box(struct box *b, const char *reason)
{
    if (b->init_reaped || b->init_pid <= 0) /* kill(0 or -1) would hit far more than a box */
        return;
    if (reason && !b->kill_reason && !b->exited) {
        b->kill_reason = reason;
        b->end_ns = now_ns();
        /* the box's tmpfs files go with its init: their pages are counted while they still exist */
        b->file_bytes = cgroup_file_bytes(b);
    }
    /* the init's death takes every process of the PID namespace with it */
    if (kill(b->init_pid, SIGKILL) != 0 && errno != ESRCH)
        set_error(b, "kill the box: %s", strerror(errno));
    b->killed = 1; /* nothing is left to time: its pidfd says when it is gone */
}

/* the wall clock runs from the exec; before the start is known, from the clone (earlier) */
static int64_t wall_deadline(struct box *b)
{
    return (b->started ? b->start_ns : b->clone_ns) + (int64_t)b->lim.wall_ms * NS_PER_MS;
}

/*
 * When the box must be gone, whatever its program did: the init's work after
 * the program (killing what is left, copying the work area back) is bounded
 * too, and a slot never waits longer than wall limit + COPY_BUDGET_MS.
 */
static int64_t finish_deadline(struct box *b)
{
    return wall_deadline(b) + (int64_t)COPY_BUDGET_MS * NS_PER_MS;
}

/* the init has exited and only waits to be reaped (its pidfd is readable) */
static int init_exited(struct box *b)
{
    struct pollfd exited = { .fd = b->init_pidfd, .events = POLLIN };
    return b->init_pidfd >= 0 && poll(&exited, 1, 0) == 1;
}

/*
 * Past the finish deadline the init is killed. Its copy back was the
 * program's doing when the init had more to copy than the work area holds:
 * only the program's own names make that (hard links, sparse files), and it
 * is the disk verdict. Anything else is the host's failure.
 */
static void check_finish(struct box *b, int64_t now)
{
    if (b->init_reaped || b->killed || now < finish_deadline(b) || init_exited(b))
        return;
    read_reports(b);
    if (b->copying && b->copy_kb > b->area_kb)
        b->disk_full = 1;
    else
        set_error(b, "the box did not end within %d ms of its wall-clock limit%s", COPY_BUDGET_MS,
                  b->copying ? " (copying its files back)" : "");
    end_box(b, NULL);
}

static void check_limits(struct box *b, int64_t now)
{
    if (running(b) && now >= wall_deadline(b)) {
        /* the program may have ended, or started later than the clone: the reports say */
        read_reports(b);
        if (!b->started) {
            set_error(b, "the box did not start within its wall-clock limit");
            end_box(b, NULL);
            return;
        }
        if (running(b) && now >= wall_deadline(b)) {
            end_box(b, "wall");
            return;
        }
    }
    if (!running(b)) {
        check_finish(b, now);
        return;
    }
    if (now < b->next_cpu_check_ns)
        return;
    uint64_t used;
    if (cgroup_cpu_ns(b, &used) != 0) {
        set_error(b, "cannot read the CPU time of the box: %s", strerror(errno));
        end_box(b, NULL);
        return;
    }
    uint64_t limit = b->lim.cpu_ms * (uint64_t)NS_PER_MS;
    if (used >= limit) {
        end_box(b, "cpu");
        return;
    }
    /* CPU time grows at most online_cpus times as fast as the clock: no earlier check can find it over */
    int64_t wait = (int64_t)((limit - used) / (uint64_t)online_cpus);
    b->next_cpu_check_ns = now + (wait > MIN_CPU_CHECK_NS ? wait : MIN_CPU_CHECK_NS);
}

/* the timer stays armed until every init is gone: limits while a program runs, then its finish deadline */
static void arm_timer(void)
{
    int64_t next = -1;
    for (int i = 0; i < nboxes; i++) {
        struct box *b = &boxes[i];
        if (b->init_reaped || b->killed)
            continue;
        int64_t due = finish_deadline(b);
        if (running(b)) {
            int64_t wall = wall_deadline(b);
            due = b->next_cpu_check_ns < wall ? b->next_cpu_check_ns : wall;
        }
        if (next < 0 || due < next)
            next = due;
    }
    if (next == armed_ns)
        return;
    struct itimerspec when = { 0 };
    if (next >= 0) {
        when.it_value.tv_sec = next / 1000000000LL;
        when.it_value.tv_nsec = next % 1000000000LL;
    }
    if (timerfd_settime(timer_fd, TFD_TIMER_ABSTIME, &when, NULL) != 0)
        set_error(&boxes[0], "timerfd_settime: %s", strerror(errno));
    armed_ns = next;
}

/*
 * Descriptors in flight on unix sockets (SCM_RIGHTS) that only reach each
 * other are freed by the kernel's garbage collector, which runs when some
 * unix socket is released. A socketpair closed at once makes it run now,
 * not whenever another process on the host next closes one: until then
 * a box's pipes, memfds and files stay alive, charged to its cgroup.
 */
void collect_unix_garbage(void)
{
    int pair[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) == 0) {
        close(pair[0]);
        close(pair[1]);
    }
}

/*
 * Copy what the program wrote into its file, up to the cap, without the data
 * passing through our memory (splice). Past the cap stdout ends the run with
 * "output"; stderr is drained and dropped so the program never blocks on it.
 */
static void on_output(struct box *b, int is_stdout)
{
    int *pipe_end = is_stdout ? &b->stdout_pipe : &b->stderr_pipe;
    int file = is_stdout ? b->stdout_file : b->stderr_file;
    uint64_t *written = is_stdout ? &b->stdout_written : &b->stderr_written;
    uint64_t cap = is_stdout ? b->lim.stdout_bytes : b->lim.stderr_bytes;
    static char sink[65536];

    while (*pipe_end >= 0) {
        ssize_t n;
        if (*written < cap) {
            size_t chunk = cap - *written < OUTPUT_PIPE_SIZE ? (size_t)(cap - *written) : OUTPUT_PIPE_SIZE;
            n = splice(*pipe_end, NULL, file, NULL, chunk, SPLICE_F_MOVE | SPLICE_F_NONBLOCK);
            if (n < 0 && errno == EINVAL) { /* a file system without splice support */
                n = read(*pipe_end, sink, chunk < sizeof sink ? chunk : sizeof sink);
                if (n > 0 && write(file, sink, (size_t)n) != n) {
                    set_error(b, "write the program's output: %s", strerror(errno));
                    end_box(b, NULL);
                }
            }
            if (n > 0)
                *written += (uint64_t)n;
        } else {
            n = read(*pipe_end, sink, sizeof sink);
            if (n > 0 && is_stdout && !b->stdout_over) {
                b->stdout_over = 1;
                end_box(b, "output");
            }
        }
        if (n > 0 || (n < 0 && errno == EINTR))
            continue;
        if (n < 0 && errno == EAGAIN)
            return;
        if (n < 0)
            set_error(b, "copy the program's output: %s", strerror(errno));
        unwatch(pipe_end);
    }
}

/* stop relaying box i's output: its peer's input ends, and box i's next write fails (EPIPE) */
static void end_relay(int i)
{
    unwatch(&boxes[i].stdout_pipe);
    unwatch(&boxes[1 - i].stdin_feed);
    boxes[i].relay_waits = 0;
}

/* the relay out of box i waits either for box i's output or for room in its peer's stdin */
static void relay_wait(int i, int for_room)
{
    struct box *from = &boxes[i], *to = &boxes[1 - i];
    if (from->relay_waits == for_room)
        return;
    from->relay_waits = for_room;
    /* only one of the two is watched: a full peer must not wake us for every byte of output */
    (void)epoll_ctl(epoll_fd, EPOLL_CTL_DEL, for_room ? from->stdout_pipe : to->stdin_feed, NULL);
    struct epoll_event ev = { .events = for_room ? EPOLLOUT : EPOLLIN, .data.u64 = ((uint64_t)i << 8) | (uint64_t)(for_room ? TAG_FEED : TAG_STDOUT) };
    if (epoll_ctl(epoll_fd, EPOLL_CTL_ADD, for_room ? to->stdin_feed : from->stdout_pipe, &ev) != 0)
        set_error(from, "epoll_ctl: %s", strerror(errno));
}

/*
 * An interactive pair: box i's output into its peer's stdin (pipe to pipe,
 * splice). The end of box i's output ends its peer's input; a peer that
 * reads no more ends box i's output. Once box i is gone (its init reaped,
 * so nothing in it can write), the rest of its output is passed on and the
 * peer's input ends, even if a copy of box i's stdout lives on in flight.
 */
static void relay(int i)
{
    struct box *from = &boxes[i], *to = &boxes[1 - i];
    while (from->stdout_pipe >= 0 && to->stdin_feed >= 0) {
        ssize_t n = splice(from->stdout_pipe, NULL, to->stdin_feed, NULL, OUTPUT_PIPE_SIZE, SPLICE_F_MOVE | SPLICE_F_NONBLOCK);
        if (n > 0 || (n < 0 && errno == EINTR))
            continue;
        if (n == 0 || errno == EPIPE) /* the end of box i's output, or its peer reads no more */
            break;
        if (errno != EAGAIN) {
            set_error(from, "relay the program's output: %s", strerror(errno));
            break;
        }
        /* nothing to move, or no room for it */
        struct pollfd side[2] = { { .fd = from->stdout_pipe, .events = POLLIN }, { .fd = to->stdin_feed, .events = POLLOUT } };
        if (poll(side, 2, 0) < 0)
            continue;
        if (side[1].revents & POLLERR)
            break;
        if (!(side[1].revents & POLLOUT)) {
            relay_wait(i, 1);
            return;
        }
        if (!(side[0].revents & (POLLIN | POLLHUP))) {
            if (from->init_reaped)
                break; /* nobody is left to write: what keeps the pipe open is in flight */
            relay_wait(i, 0);
            return;
        }
    }
    end_relay(i);
}

/* the init has exited (its pidfd is readable): reap it and take its reports */
static void on_init_exit(struct box *b)
{
    int status = 0;
    while (waitpid(b->init_pid, &status, __WALL) < 0) {
        if (errno != EINTR) {
            set_error(b, "waitpid: %s", strerror(errno));
            break;
        }
    }
    b->init_reaped = 1;
    unwatch(&b->init_pidfd);
    read_reports(b);
    if (!b->exited && !b->kill_reason && !b->image_too_big)
        set_error(b, "the box ended before its program did (init status %#x)", status);

    /*
     * Its PID namespace died with the init, so no process of the box is left
     * and nothing can write to its pipes any more: what is in them is all
     * there is. They are drained now and closed, without waiting for their
     * end, which a descriptor in flight can put off for minutes.
     */
    collect_unix_garbage();
    int i = (int)(b - boxes);
    if (nboxes == 2) {
        relay(i);         /* the rest of its output to its peer, whose input then ends */
        end_relay(1 - i); /* the peer's output has no reader any more */
    } else {
        on_output(b, 1);
        unwatch(&b->stdout_pipe);
    }
    on_output(b, 0);
    unwatch(&b->stderr_pipe);
}

static void on_signal(void)
{
    struct signalfd_siginfo info;
    if (read(signal_fd, &info, sizeof info) != (ssize_t)sizeof info)
        return;
    stopping = 1;
    for (int i = 0; i < nboxes; i++) {
        set_error(&boxes[i], "the launcher was stopped by signal %u", info.ssi_signo);
        end_box(&boxes[i], NULL);
    }
}

static int finished(void)
{
    for (int i = 0; i < nboxes; i++)
        if (!boxes[i].init_reaped || boxes[i].stdout_pipe >= 0 || boxes[i].stderr_pipe >= 0 || boxes[i].stdin_feed >= 0)
            return 0;
    return 1;
}

static void event_loop(void)
{
    while (!finished()) {
        arm_timer();
        struct epoll_event events[8];
        int n = epoll_wait(epoll_fd, events, 8, -1);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            for (int i = 0; i < nboxes; i++) {
                set_error(&boxes[i], "epoll_wait: %s", strerror(errno));
                end_box(&boxes[i], NULL);
            }
            return;
        }
        for (int e = 0; e < n; e++) {
            int tag = (int)(events[e].data.u64 & 0xff), index = (int)(events[e].data.u64 >> 8);
            struct box *b = &boxes[index];
            if (tag == TAG_INIT)
                on_init_exit(b);
            else if (tag == TAG_STDOUT && nboxes == 2)
                relay(index);
            else if (tag == TAG_STDOUT)
                on_output(b, 1);
            else if (tag == TAG_FEED)
                relay(index);
            else if (tag == TAG_STDERR)
                on_output(b, 0);
            else if (tag == TAG_SIGNAL)
                on_signal();
            else if (tag == TAG_TIMER) {
                uint64_t expirations;
                if (read(timer_fd, &expirations, sizeof expirations) < 0 && errno != EAGAIN)
                    set_error(&boxes[0], "read the timer: %s", strerror(errno));
                armed_ns = -1;
                int64_t now = now_ns();
                for (int i = 0; i < nboxes; i++)
                    check_limits(&boxes[i], now);
            }
        }
    }
    arm_timer(); /* nothing is running: disarm */
}

/* One run of one box or a pair, from parsed arguments to the JSON lines. */
static void run_boxes(void)
{
    int failed = 0;
    if (host_error[0]) {
        set_error(&boxes[0], "%s", host_error);
        failed = 1;
    } else if (nboxes == 2 && cross_connect() != 0) {
        failed = 1;
    }
    for (int i = 0; i < nboxes && !failed; i++) {
        struct box *b = &boxes[i];
        failed = start_box(b) != 0;
        if (!failed)
            b->next_cpu_check_ns = b->clone_ns + (int64_t)(b->lim.cpu_ms * (uint64_t)NS_PER_MS / (uint64_t)online_cpus);
    }
    /* the launcher keeps only its own ends: EOFs then mean what they say */
    for (int i = 0; i < nboxes; i++) {
        struct box *b = &boxes[i];
        close_fd(&b->child_stdin);
        close_fd(&b->child_stdout);
        close_fd(&b->child_stderr);
        for (int d = 0; d < CG_DIRS; d++)
            close_fd(&b->cg.join_fd[d]);
        if (failed) {
            /* one failed box ends the whole run (a pair makes no sense alone) */
            set_error(b, "%s", boxes[0].error[0] ? boxes[0].error : boxes[1].error);
            end_box(b, NULL);
        }
        watch(b->init_pidfd, TAG_INIT, i);
        watch(b->stdout_pipe, TAG_STDOUT, i);
        watch(b->stderr_pipe, TAG_STDERR, i);
    }
    event_loop();

    for (int i = 0; i < nboxes; i++) {
        struct box *b = &boxes[i];
        if (b->cg.cpu_fd >= 0)
            cgroup_collect(b);
        print_result(b);
    }
    fflush(stdout);
    /* after the answer is out: tidying up is not the caller's wait */
    for (int i = 0; i < nboxes; i++) {
        struct box *b = &boxes[i];
        cgroup_destroy(b);
        close_fd(&b->stdout_file);
        close_fd(&b->stderr_file);
        close_fd(&b->report_pipe);
        close_fd(&b->stdin_feed);
        close_fd(&b->lock_fd);
    }
    if (serving)
        prepare_network();
}

static void run_request(int argc, char **argv)
{
    parse_boxes(argc, argv);
    if (usage[0]) {
        for (int i = 0; i < nboxes; i++)
            print_error_line(usage);
        fflush(stdout);
        return;
    }
    run_boxes();
}

/* ------------------------------------------------------------------ main */

static int setup_loop(void)
{
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, SIGTERM);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGHUP);
    /* a write to a closed pipe must not end the launcher */
    if (signal(SIGPIPE, SIG_IGN) == SIG_ERR || sigprocmask(SIG_BLOCK, &stop, NULL) != 0 ||
        (signal_fd = signalfd(-1, &stop, SFD_CLOEXEC | SFD_NONBLOCK)) < 0 ||
        (timer_fd = timerfd_create(CLOCK_MONOTONIC, TFD_CLOEXEC | TFD_NONBLOCK)) < 0 ||
        (epoll_fd = epoll_create1(EPOLL_CLOEXEC)) < 0)
        return -1;
    struct epoll_event ev = { .events = EPOLLIN, .data.u64 = TAG_SIGNAL };
    if (epoll_ctl(epoll_fd, EPOLL_CTL_ADD, signal_fd, &ev) != 0)
        return -1;
    ev.data.u64 = TAG_TIMER;
    if (epoll_ctl(epoll_fd, EPOLL_CTL_ADD, timer_fd, &ev) != 0)
        return -1;
    cpu_set_t cpus;
    if (sched_getaffinity(0, sizeof cpus, &cpus) == 0 && CPU_COUNT(&cpus) > 0)
        online_cpus = CPU_COUNT(&cpus);
    return 0;
}

/* --serve: requests are NUL-terminated arguments ended by an empty one */
static int serve(void)
{
    /* the runner that started us is the only client: go when it goes (or when stdin ends) */
    if (prctl(PR_SET_PDEATHSIG, SIGTERM, 0, 0, 0) != 0)
        return 1;
    prepare_network();
    size_t cap = 65536, len = 0;
    char *buf = malloc(cap);
    char **args = NULL;
    if (!buf)
        return 1;
    while (!stopping) {
        /* one complete request in the buffer? */
        size_t end = 0;
        int count = 0, complete = 0;
        for (size_t start = 0; start < len; start = end) {
            char *nul = memchr(buf + start, '\0', len - start);
            if (!nul)
                break;
            end = (size_t)(nul - buf) + 1;
            if (nul == buf + start) {
                complete = 1;
                break;
            }
            count++;
        }
        if (complete) {
            char **grown = realloc(args, ((size_t)count + 1) * sizeof *args);
            if (!grown)
                return 1;
            args = grown;
            char *p = buf;
            for (int i = 0; i < count; i++, p += strlen(p) + 1)
                args[i] = p;
            run_request(count, args);
            memmove(buf, buf + end, len - end);
            len -= end;
            continue;
        }
        if (len == cap) {
            if (cap >= MAX_REQUEST) {
                print_error_line("request too long");
                return 2;
            }
            char *grown = realloc(buf, cap *= 2);
            if (!grown)
                return 1;
            buf = grown;
        }
        /* wait for more of the request, or for a stop signal */
        struct pollfd wait[2] = { { .fd = 0, .events = POLLIN }, { .fd = signal_fd, .events = POLLIN } };
        if (poll(wait, 2, -1) < 0) {
            if (errno == EINTR)
                continue;
            return 1;
        }
        if (wait[1].revents)
            break;
        ssize_t n = read(0, buf + len, cap - len);
        if (n == 0)
            break;
        if (n < 0 && errno != EINTR && errno != EAGAIN)
            return 1;
        if (n > 0)
            len += (size_t)n;
    }
    return 0;
}

static int cleanup(int argc, char **argv)
{
    for (int i = 0; i < argc; i++) {
        unsigned uid = (unsigned)parse_number("--cleanup", argv[i]);
        int lock = lock_uid(uid, 0);
        if (lock < 0)
            continue; /* no state dir (nothing to clean) or a run in progress */
        cgroup_cleanup_stale(uid);
        close(lock);
    }
    cgroup_remove_parents();
    return 0;
}

/*
 * The arguments move to the heap, where the boxes' options point, and args_area keeps where they
 * were: each box init wipes that area of its own memory (see inside.c).
 */
static char **move_arguments(int argc, char **argv)
{
    char **moved = calloc((size_t)argc + 1, sizeof *moved);
    if (!moved)
        return NULL;
    for (int i = 0; i < argc; i++)
        if (!(moved[i] = strdup(argv[i])))
            return NULL;
    /* the kernel lays the argument strings out one after the other */
    if (argc > 0) {
        args_area = argv[0];
        args_area_len = (size_t)(argv[argc - 1] + strlen(argv[argc - 1]) + 1 - argv[0]);
    }
    return moved;
}

int main(int argc, char **argv)
{
    int cgroup_version = CGROUP_AUTO, first = 1;
    if (!(argv = move_arguments(argc, argv))) {
        print_error_line("out of memory");
        return 1;
    }
    if (argc > 2 && strcmp(argv[1], "--cgroup") == 0) {
        if (strcmp(argv[2], "v1") == 0)
            cgroup_version = CGROUP_V1;
        else if (strcmp(argv[2], "v2") == 0)
            cgroup_version = CGROUP_V2;
        else if (strcmp(argv[2], "auto") != 0)
            bad_usage("--cgroup is auto, v1 or v2");
        first = 3;
    }
    const char *mode = first < argc ? argv[first] : "";
    serving = strcmp(mode, "--serve") == 0;
    if (strcmp(mode, "--print-allowed-syscalls") == 0) {
        print_allowed_syscalls();
        return 0;
    }

    if (geteuid() != 0)
        bad_usage("hoj-box must run as root to create namespaces and cgroups");
    if (usage[0]) {
        print_error_line(usage);
        return 2;
    }
    if (cgroup_detect(cgroup_version, host_error) != 0 && strcmp(mode, "--cleanup") == 0)
        return 0;
    if (strcmp(mode, "--cleanup") == 0)
        return cleanup(argc - first - 1, argv + first + 1);
    /* swap it cannot limit: the launcher runs no box at all rather than skip the limit */
    if (!host_error[0])
        cgroup_check_swap(host_error);

    /* the state dir holds lock files and the empty mount point of every box root */
    if ((mkdir(STATE_DIR, 0700) != 0 && errno != EEXIST) || (mkdir(ROOT_MOUNT_POINT, 0755) != 0 && errno != EEXIST))
        snprintf(host_error, sizeof host_error, "cannot create " ROOT_MOUNT_POINT ": %s", strerror(errno));
    if (strcmp(mode, "--check") == 0) {
        if (host_error[0])
            print_error_line(host_error);
        return host_error[0] ? 1 : 0;
    }
    if (setup_loop() != 0) {
        snprintf(usage, sizeof usage, "event loop set-up: %s", strerror(errno));
        print_error_line(usage);
        return 1;
    }
    if (serving)
        return serve();
    run_request(argc - first, argv + first);
    return 0;
}
