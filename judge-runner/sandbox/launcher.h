/*
 * hoj-box: the sandbox launcher of the judge runner.
 *
 * One invocation runs one box (or two cross-connected boxes for interactive
 * problems) and prints one JSON line per box on stdout. The launcher runs as
 * root on the host; everything the submission controls runs as an
 * unprivileged uid inside fresh namespaces and a cgroup of its own.
 *
 * Process tree of one box:
 *   launcher (host, root)        limits, timers, output copying, verdict
 *   └─ box init (PID 1 inside)   builds the mount tree, then only reaps;
 *      └─ program (PID 2)        drops privileges and execs the submission
 * When the box init exits, the kernel kills every process left in the PID
 * namespace, so nothing a submission starts can outlive its run.
 */
#ifndef HOJ_BOX_LAUNCHER_H
#define HOJ_BOX_LAUNCHER_H

#define _GNU_SOURCE
#include <stdint.h>
#include <sys/types.h>

/* Host directory for lock files and the (empty) mount point of box roots. */
#define STATE_DIR "/run/hoj-box"
#define ROOT_MOUNT_POINT STATE_DIR "/root"
/* Name of the parent cgroup of all boxes, at the root of each hierarchy. */
#define CGROUP_PARENT "hoj-box"

#define MAX_BOXES 2
#define ERROR_LEN 256

struct limits {
    uint64_t cpu_ms, wall_ms, memory_kb, stack_kb, processes, fsize_kb;
    uint64_t stdout_bytes, stderr_bytes;
    uint64_t disk_kb; /* 0: the work dir is bound as it is; else a tmpfs of this much room (see inside.c) */
    uint64_t cpus;    /* cores' worth of CPU time per wall-clock second, and cores in its cpuset (see cgroup.c) */
};

enum cgroup_version { CGROUP_AUTO = 0, CGROUP_V1 = 1, CGROUP_V2 = 2 };

/*
 * The controllers of a box. v1 mounts them in hierarchies of their own or
 * several in one (cpu,cpuacct); v2 has them all in one tree. cpuset is used
 * where the host has it.
 */
enum { CG_MEMORY, CG_PIDS, CG_CPUACCT, CG_CPU, CG_CPUSET, CG_CONTROLLERS };
/* at most one directory per controller */
#define CG_DIRS CG_CONTROLLERS

struct cgroup {
    int version;
    int ndirs;              /* distinct directories: v1 one per hierarchy, v2 one */
    char dir[CG_DIRS][512];
    int at[CG_CONTROLLERS]; /* each controller's directory (an index of dir), -1 where the host lacks it */
    /*
     * How the program joins. v1: the "tasks" file of each hierarchy, written
     * by the program for itself (moving only the current thread skips the
     * global threadgroup lock, whose RCU grace period costs milliseconds);
     * v2: the directory, for clone3(CLONE_INTO_CGROUP).
     */
    int join_fd[CG_DIRS];
    /* cpuacct.usage (v1) or cpu.stat (v2), re-read while the box runs */
    int cpu_fd;
};

/* Messages from the box to the launcher (one write each, < PIPE_BUF). */
/* REPORT_NO_MEMORY: exec found no room for the program's image, the program's own fault */
/*
 * REPORT_DISK_FULL: the program's private work area was full when it ended (--disk-kb), or the
 * files it left could not be copied back (then text says which and why): its own fault either way
 */
/* REPORT_COPY_OUT: the init starts copying the work area back (files_kb of it, area_kb the area's size) */
enum report_type { REPORT_STARTED = 1, REPORT_EXITED, REPORT_FAILED, REPORT_NO_MEMORY, REPORT_DISK_FULL, REPORT_COPY_OUT };
struct report {
    int type;
    int wait_status;
    int64_t at_ns;   /* CLOCK_MONOTONIC, which the box shares with the host */
    long maxrss_kb;  /* of the program (its largest process) */
    long files_kb;   /* what the program's files in /box and /tmp held when it ended (tmpfs pages) */
    long area_kb;    /* REPORT_COPY_OUT: the size of the work area */
    int file_at_cap; /* REPORT_EXITED after SIGXFSZ: a file of the program really is --fsize-kb long */
    char text[ERROR_LEN];
};

struct box {
    /* what to run (from the command line) */
    unsigned uid;
    const char *dir, *stdin_path, *stdout_path, *stderr_path;
    const char **ro_paths;
    int n_ro;
    const char **argv;
    int argc;
    const char **envp;
    int envc;
    /* shell patterns (fnmatch) of the names in /box copied back to dir; nothing else is (--keep) */
    const char **keep;
    int n_keep;
    struct limits lim;

    /* while it runs */
    int lock_fd;
    struct cgroup cg;
    int child_stdin, child_stdout, child_stderr; /* the program's ends */
    int stdout_pipe, stderr_pipe;                /* our ends, -1 once at EOF */
    /*
     * An interactive pair: the launcher's end of the program's stdin. Each
     * box's stdout is relayed (spliced) into its peer's stdin, so that the
     * launcher, not a descriptor the program may keep alive, decides when
     * the peer sees the end of its input (see relay() in main.c).
     */
    int stdin_feed;
    int relay_waits; /* the relay out of this box waits for room in the peer's stdin */
    int stdout_file, stderr_file;
    uint64_t stdout_written, stderr_written;
    int report_pipe;
    pid_t init_pid;
    int init_pidfd; /* readable once the init has exited */
    int init_reaped;
    int started, exited;
    int64_t clone_ns, start_ns, end_ns, next_cpu_check_ns;
    const char *kill_reason; /* first limit the launcher enforced */
    int killed;              /* the launcher has killed the init: only its end is awaited */
    int copying;             /* the init announced the copy-out (REPORT_COPY_OUT) */
    long copy_kb, area_kb;   /* what it was going to copy, and the size of the work area */

    /* the result */
    int wait_status;
    long maxrss_kb;
    uint64_t cpu_ns, peak_bytes, oom_kills;
    /* file pages charged to the cgroup when the program ended: not the program's own memory */
    uint64_t file_bytes;
    int disk_full;
    char files_error[ERROR_LEN]; /* with disk_full: which file of the program could not be copied back, and why */
    int stdout_over;
    int file_at_cap; /* after SIGXFSZ: a file of the program reached --fsize-kb */
    int image_too_big; /* exec failed with ENOMEM */
    char error[ERROR_LEN];
};

/* main.c */
/*
 * The launcher's own command line in its memory: every box init is a clone of the launcher and
 * wipes its copy, so that /proc/1/cmdline in a box shows nothing of the host. The launcher works
 * on a copy of its arguments elsewhere.
 */
extern char *args_area;
extern size_t args_area_len;
int64_t now_ns(void);
void set_error(struct box *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void collect_unix_garbage(void);

/* cgroup.c */
int cgroup_detect(int forced, char *error);
int cgroup_check_swap(char *error);
int cgroup_create(struct box *b);
int cgroup_cpu_ns(struct box *b, uint64_t *ns);
void cgroup_collect(struct box *b);
uint64_t cgroup_file_bytes(struct box *b);
int cgroup_settle(const char *memory_dir, uint64_t *held);
void cgroup_destroy(struct box *b);
void cgroup_cleanup_stale(unsigned uid);
void cgroup_remove_parents(void);

/* inside.c: runs in the child created with the new namespaces; never returns */
void box_init(struct box *b, int report_fd) __attribute__((noreturn));

/* seccomp.c */
int install_seccomp_filter(void);
void print_allowed_syscalls(void);

#endif
