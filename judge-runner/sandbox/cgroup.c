/*
 * Memory and process-count limits, CPU accounting, the CPU share and the
 * peak memory of a box come from a cgroup of its own:
 *   v2: /sys/fs/cgroup/hoj-box/<uid>
 *   v1: <memory|pids|cpuacct|cpu|cpuset mount>/hoj-box/<uid>
 * The uid names the cgroup because a uid belongs to one box at a time (the
 * launcher holds its lock file), so concurrent boxes never share a cgroup.
 * A cgroup lives exactly as long as one run: created fresh, so its counters
 * start at zero, and removed afterwards.
 *
 * CPU: a box gets --cpus cores (default 1) and no more, whatever its
 * threads: a CFS quota of that many periods per period (v1 cpu.cfs_quota_us,
 * v2 cpu.max), and, where the host has cpuset, exactly that many cores of
 * the launcher's own, chosen by uid so that a runner's slots (consecutive
 * uids) sit on different cores while there are enough. The verdict counts
 * CPU time of all threads anyway, so a limit of one core costs a threaded
 * runtime (a JIT, a GC, Go's or Node's helpers) wall time, never its verdict;
 * the wall limit is a multiple of the CPU limit.
 */
#include "launcher.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <mntent.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <time.h>
#include <unistd.h>

#ifndef CGROUP2_SUPER_MAGIC
#define CGROUP2_SUPER_MAGIC 0x63677270
#endif

#define V2_ROOT "/sys/fs/cgroup"
/* the CFS period: the kernel's default, 100 ms */
#define CPU_PERIOD_US 100000

static const char *controller_names[CG_CONTROLLERS] = { "memory", "pids", "cpuacct", "cpu", "cpuset" };

static struct {
    int version;
    char mount[CG_CONTROLLERS][256]; /* v1: each controller's hierarchy ("" for a missing cpuset); v2: [0] */
    int has_cpuset;                  /* v2: the cpuset controller is available */
    int swap_on;
    char mems[256];                  /* v1: the memory nodes of the root cpuset, for the boxes' cpusets */
    int ncpus;                       /* the launcher's own cores, which the boxes' cpusets are taken from */
    int cpu_ids[CPU_SETSIZE];
} hosts;

/* a host-level error (ERROR_LEN bytes), cut short if it must be */
static void __attribute__((format(printf, 2, 3))) say(char *error, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(error, ERROR_LEN, fmt, ap);
    va_end(ap);
}

static int write_at(const char *dir, const char *file, const char *value)
{
    char path[600];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    ssize_t n = write(fd, value, strlen(value));
    int saved = errno;
    close(fd);
    errno = saved;
    return n == (ssize_t)strlen(value) ? 0 : -1;
}

static ssize_t read_at(const char *dir, const char *file, char *buf, size_t size)
{
    char path[600];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    ssize_t n = read(fd, buf, size - 1);
    int saved = errno;
    close(fd);
    errno = saved;
    if (n >= 0)
        buf[n] = '\0';
    return n;
}

/* "key value" files (cpu.stat, memory.events, memory.oom_control) */
static uint64_t keyed_value(const char *text, const char *key)
{
    size_t len = strlen(key);
    for (const char *line = text; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL)
        if (strncmp(line, key, len) == 0 && line[len] == ' ')
            return strtoull(line + len + 1, NULL, 10);
    return 0;
}

static int has_word(const char *list, const char *word)
{
    size_t len = strlen(word);
    for (const char *p = list; (p = strstr(p, word)) != NULL; p += len)
        if ((p == list || p[-1] == ' ' || p[-1] == '\n') && (p[len] == '\0' || p[len] == ' ' || p[len] == '\n'))
            return 1;
    return 0;
}

static int v2_usable(void)
{
    struct statfs fs;
    char controllers[512];
    if (statfs(V2_ROOT, &fs) != 0 || fs.f_type != CGROUP2_SUPER_MAGIC)
        return 0;
    if (read_at(V2_ROOT, "cgroup.controllers", controllers, sizeof controllers) < 0)
        return 0;
    hosts.has_cpuset = has_word(controllers, "cpuset");
    return has_word(controllers, "memory") && has_word(controllers, "pids") && has_word(controllers, "cpu");
}

/* v1: every controller but cpuset is required */
static int v1_find_mounts(void)
{
    FILE *mounts = setmntent("/proc/self/mounts", "re");
    if (!mounts)
        return -1;
    struct mntent *m;
    while ((m = getmntent(mounts)) != NULL) {
        if (strcmp(m->mnt_type, "cgroup") != 0)
            continue;
        for (int i = 0; i < CG_CONTROLLERS; i++)
            if (!hosts.mount[i][0] && hasmntopt(m, controller_names[i]))
                snprintf(hosts.mount[i], sizeof hosts.mount[i], "%s", m->mnt_dir);
    }
    endmntent(mounts);
    for (int i = 0; i < CG_CONTROLLERS; i++)
        if (!hosts.mount[i][0] && i != CG_CPUSET)
            return -1;
    /* a box's cpuset needs memory nodes too: those of the root */
    if (hosts.mount[CG_CPUSET][0] && read_at(hosts.mount[CG_CPUSET], "cpuset.mems", hosts.mems, sizeof hosts.mems) <= 1)
        hosts.mount[CG_CPUSET][0] = '\0';
    hosts.mems[strcspn(hosts.mems, "\n")] = '\0';
    return 0;
}

/* The cores the launcher may run on: a box's cpuset is a part of them. */
static void find_cpus(void)
{
    cpu_set_t set;
    hosts.ncpus = 0;
    if (sched_getaffinity(0, sizeof set, &set) == 0)
        for (int cpu = 0; cpu < CPU_SETSIZE; cpu++)
            if (CPU_ISSET(cpu, &set))
                hosts.cpu_ids[hosts.ncpus++] = cpu;
    if (hosts.ncpus == 0)
        hosts.cpu_ids[hosts.ncpus++] = 0;
}

static int swap_is_on(void)
{
    char text[4096];
    return read_at("/proc", "meminfo", text, sizeof text) > 0 && keyed_value(text, "SwapTotal:") > 0;
}

int cgroup_detect(int forced, char *error)
{
    find_cpus();
    hosts.swap_on = swap_is_on();
    if (forced != CGROUP_V1 && v2_usable()) {
        hosts.version = CGROUP_V2;
        snprintf(hosts.mount[0], sizeof hosts.mount[0], "%s", V2_ROOT);
        return 0;
    }
    if (forced == CGROUP_V2) {
        snprintf(error, ERROR_LEN, "cgroup v2 with the memory, pids and cpu controllers is not mounted at " V2_ROOT);
        return -1;
    }
    if (v1_find_mounts() != 0) {
        snprintf(error, ERROR_LEN, "no usable cgroup: neither v2 at " V2_ROOT " nor v1 memory, pids, cpuacct and cpu hierarchies");
        return -1;
    }
    hosts.version = CGROUP_V1;
    return 0;
}

/* SIGKILL every process listed in a cgroup; returns how many were listed. */
static int kill_listed(const char *dir)
{
    char procs[600];
    snprintf(procs, sizeof procs, "%s/cgroup.procs", dir);
    FILE *f = fopen(procs, "re");
    if (!f)
        return 0;
    int count = 0, pid;
    while (fscanf(f, "%d", &pid) == 1) {
        count++;
        if (kill(pid, SIGKILL) != 0 && errno != ESRCH)
            fprintf(stderr, "hoj-box: kill %d in %s: %s\n", pid, dir, strerror(errno));
    }
    fclose(f);
    return count;
}

static void kill_all(const char *dir)
{
    /* cgroup.kill (v2, 5.14+) also catches processes forking meanwhile */
    if (hosts.version == CGROUP_V2 && write_at(dir, "cgroup.kill", "1") == 0)
        return;
    kill_listed(dir);
}

/*
 * Remove a cgroup whose processes are gone or going. A task that is still
 * exiting keeps it busy for a moment after it left cgroup.procs, so EBUSY is
 * retried briefly; this is off the hot path (it happens only after a kill).
 */
static int remove_dir(const char *dir)
{
    for (int attempt = 0; attempt < 2000; attempt++) {
        if (rmdir(dir) == 0 || errno == ENOENT)
            return 0;
        if (errno != EBUSY)
            return -1;
        kill_all(dir);
        struct timespec pause = { 0, 1000000 };
        nanosleep(&pause, NULL);
    }
    errno = EBUSY;
    return -1;
}

/*
 * Memory a box's cgroup holds that its processes did not take with them:
 * anonymous and shared pages (memfd, tmpfs, SysV shm). Only something that
 * outlives the run keeps them, a descriptor in flight on a unix socket
 * (SCM_RIGHTS) until the kernel's collector frees it. Page cache of the host
 * files it read is not counted: it is the host's, and reclaimable.
 */
static uint64_t held_bytes(const char *memory_dir)
{
    char text[4096];
    if (read_at(memory_dir, "memory.stat", text, sizeof text) <= 0)
        return 0;
    return keyed_value(text, hosts.version == CGROUP_V2 ? "anon" : "rss") + keyed_value(text, "shmem");
}

#define SETTLE_MS 1000

/*
 * Waits (at most SETTLE_MS) until a box's memory cgroup holds nothing of its
 * run, running the unix-socket collector meanwhile; 0 when it is so, -1 with
 * what it still holds. The next run of the uid only starts after this: what
 * a run left in flight must not pile up on the host, run after run.
 */
int cgroup_settle(const char *memory_dir, uint64_t *held)
{
    for (int waited = 0;; waited++) {
        if ((*held = held_bytes(memory_dir)) == 0)
            return 0;
        if (waited == SETTLE_MS)
            return -1;
        if (waited % 10 == 0)
            collect_unix_garbage();
        struct timespec pause = { 0, 1000000 };
        nanosleep(&pause, NULL);
    }
}

/* A cgroup left by a launcher that was killed: its processes die, it goes. */
static int clear_stale(const char *dir)
{
    kill_all(dir);
    return remove_dir(dir);
}

/*
 * v2 needs the memory and pids controllers enabled on the way down. The
 * "no internal processes" rule forbids that in a cgroup holding processes;
 * the real root is exempt, but the root of a container's cgroup namespace is
 * not. There (and only there) the container's processes move to a leaf
 * "hoj-runner" first, as container runtimes do for nested cgroups.
 */
static int v2_enable(const char *dir)
{
    char current[512];
    const char *wanted = hosts.has_cpuset ? "+memory +pids +cpu +cpuset" : "+memory +pids +cpu";
    if (read_at(dir, "cgroup.subtree_control", current, sizeof current) >= 0 && has_word(current, "memory") &&
        has_word(current, "pids") && has_word(current, "cpu") && (!hosts.has_cpuset || has_word(current, "cpuset")))
        return 0;
    if (write_at(dir, "cgroup.subtree_control", wanted) == 0)
        return 0;
    if (errno != EBUSY || strcmp(dir, V2_ROOT) != 0)
        return -1;
    char leaf[600], pid[32];
    snprintf(leaf, sizeof leaf, "%s/hoj-runner", dir);
    if (mkdir(leaf, 0755) != 0 && errno != EEXIST)
        return -1;
    FILE *procs = fopen(V2_ROOT "/cgroup.procs", "re");
    if (!procs)
        return -1;
    int p;
    while (fscanf(procs, "%d", &p) == 1) {
        snprintf(pid, sizeof pid, "%d", p);
        if (write_at(leaf, "cgroup.procs", pid) != 0 && errno != ESRCH)
            fprintf(stderr, "hoj-box: moving %d to %s: %s\n", p, leaf, strerror(errno));
    }
    fclose(procs);
    return write_at(dir, "cgroup.subtree_control", wanted);
}

/*
 * The parent of the boxes competes for the CPU as one scheduling entity
 * with every process of the host: at the default weight, all boxes together
 * would weigh as much as one busy process. Weighted as one process per core,
 * a runner's boxes (one slot per core) get what they got as plain processes.
 */
static int parent_weight(int one, int most)
{
    long weight = (long)one * hosts.ncpus;
    return (int)(weight < most ? weight : most);
}

static int v2_prepare_parent(char *error)
{
    char parent[300];
    snprintf(parent, sizeof parent, V2_ROOT "/" CGROUP_PARENT);
    if (v2_enable(V2_ROOT) != 0) {
        say(error, "cannot enable the memory, pids and cpu controllers in " V2_ROOT ": %s", strerror(errno));
        return -1;
    }
    if (mkdir(parent, 0755) != 0 && errno != EEXIST) {
        say(error, "mkdir %s: %s", parent, strerror(errno));
        return -1;
    }
    if (v2_enable(parent) != 0) {
        say(error, "cannot enable the memory, pids and cpu controllers in %s: %s", parent, strerror(errno));
        return -1;
    }
    char weight[32];
    snprintf(weight, sizeof weight, "%d", parent_weight(100, 10000));
    if (write_at(parent, "cpu.weight", weight) != 0) {
        say(error, "cannot set %s/cpu.weight: %s", parent, strerror(errno));
        return -1;
    }
    return 0;
}

/*
 * Swap must be limited (to nothing) or "memory" would not mean resident
 * memory: a box could page its memory out and use more than its limit. When
 * swap is on, the host must be able to limit it (v1 memory.memsw.*, which
 * needs swapaccount=1; v2 memory.swap.max), or the launcher refuses to run
 * boxes at all, rather than skip the limit.
 */
int cgroup_check_swap(char *error)
{
    if (!hosts.swap_on)
        return 0;
    char where[300];
    if (hosts.version == CGROUP_V2) {
        if (v2_prepare_parent(error) != 0)
            return -1;
        snprintf(where, sizeof where, V2_ROOT "/" CGROUP_PARENT);
    } else {
        snprintf(where, sizeof where, "%s", hosts.mount[CG_MEMORY]);
    }
    char file[400];
    snprintf(file, sizeof file, "%s/%s", where, hosts.version == CGROUP_V2 ? "memory.swap.max" : "memory.memsw.limit_in_bytes");
    if (access(file, F_OK) == 0)
        return 0;
    say(error, "swap is on but the memory cgroup cannot limit it (no %s): turn swap off, or boot with swapaccount=1", file);
    return -1;
}

/* v1: a new cpuset has no cores and no memory nodes; the parent of the boxes gets the root's */
static int v1_fill_cpuset(const char *parent, const char *root)
{
    static const char *files[] = { "cpuset.cpus", "cpuset.mems" };
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char mine[256], theirs[256];
        if (read_at(parent, files[i], mine, sizeof mine) > 1)
            continue;
        if (read_at(root, files[i], theirs, sizeof theirs) <= 0 || write_at(parent, files[i], theirs) != 0)
            return -1;
    }
    return 0;
}

static int set_limit(struct box *b, const char *dir, const char *file, uint64_t value, int optional)
{
    char text[32];
    snprintf(text, sizeof text, "%" PRIu64, value);
    if (write_at(dir, file, text) == 0 || (optional && errno == ENOENT))
        return 0;
    set_error(b, "cannot set %s/%s to %s: %s", dir, file, text, strerror(errno));
    return -1;
}

static int make_box_dir(struct box *b, int i)
{
    const char *dir = b->cg.dir[i];
    if (mkdir(dir, 0755) == 0)
        return 0;
    if (errno == EEXIST) {
        /* the previous run of the uid may have left it because it still held memory (cgroup_destroy) */
        uint64_t held = 0;
        if (i == b->cg.at[CG_MEMORY]) {
            kill_all(dir);
            if (cgroup_settle(dir, &held) != 0) {
                set_error(b, "the previous run of uid %u still holds %" PRIu64 " KB of memory (%s)", b->uid, held / 1024, dir);
                return -1;
            }
        }
        if (clear_stale(dir) != 0) {
            set_error(b, "stale cgroup %s cannot be removed: %s", dir, strerror(errno));
            return -1;
        }
    } else if (errno == ENOENT) {
        if (hosts.version == CGROUP_V2) {
            if (v2_prepare_parent(b->error) != 0)
                return -1;
        } else {
            /* <mount>/hoj-box/<uid>: the parent and the mount are the directories above */
            char parent[512], root[512];
            snprintf(parent, sizeof parent, "%s", dir);
            *strrchr(parent, '/') = '\0';
            snprintf(root, sizeof root, "%s", parent);
            *strrchr(root, '/') = '\0';
            if (mkdir(parent, 0755) != 0 && errno != EEXIST) {
                set_error(b, "mkdir %s: %s", parent, strerror(errno));
                return -1;
            }
            if (i == b->cg.at[CG_CPUSET] && v1_fill_cpuset(parent, root) != 0) {
                set_error(b, "cannot give %s the cores and memory nodes of %s: %s", parent, root, strerror(errno));
                return -1;
            }
            if (i == b->cg.at[CG_CPU] && set_limit(b, parent, "cpu.shares", (uint64_t)parent_weight(1024, 262144), 0) != 0)
                return -1;
        }
    } else {
        set_error(b, "mkdir %s: %s", dir, strerror(errno));
        return -1;
    }
    if (mkdir(dir, 0755) != 0) {
        set_error(b, "mkdir %s: %s", dir, strerror(errno));
        return -1;
    }
    return 0;
}

static int set_text(struct box *b, const char *dir, const char *file, const char *text)
{
    if (write_at(dir, file, text) == 0)
        return 0;
    set_error(b, "cannot set %s/%s to %s: %s", dir, file, text, strerror(errno));
    return -1;
}

/* The box's cores: --cpus of the launcher's, from the uid's place on (consecutive uids, different cores). */
static void box_cpus(const struct box *b, char *list, size_t size)
{
    uint64_t n = b->lim.cpus < (uint64_t)hosts.ncpus ? b->lim.cpus : (uint64_t)hosts.ncpus;
    size_t len = 0;
    list[0] = '\0';
    for (uint64_t i = 0; i < n && len < size; i++) {
        int cpu = hosts.cpu_ids[(b->uid * n + i) % (uint64_t)hosts.ncpus];
        len += (size_t)snprintf(list + len, size - len, "%s%d", i ? "," : "", cpu);
    }
}

/* the CPU quota: --cpus periods of CPU time per period, whatever the number of threads */
static uint64_t cpu_quota_us(const struct box *b)
{
    return b->lim.cpus * CPU_PERIOD_US;
}

static int v1_limits(struct box *b)
{
    const struct cgroup *cg = &b->cg;
    const char *mem = cg->dir[cg->at[CG_MEMORY]], *cpu = cg->dir[cg->at[CG_CPU]];
    uint64_t bytes = b->lim.memory_kb * 1024;
    /* memsw (memory + swap) must not be below the memory limit: set it second; required when swap is on */
    if (set_limit(b, mem, "memory.limit_in_bytes", bytes, 0) != 0 ||
        set_limit(b, mem, "memory.memsw.limit_in_bytes", bytes, !hosts.swap_on) != 0 ||
        set_limit(b, cg->dir[cg->at[CG_PIDS]], "pids.max", b->lim.processes, 0) != 0 ||
        set_limit(b, cpu, "cpu.cfs_period_us", CPU_PERIOD_US, 0) != 0 ||
        set_limit(b, cpu, "cpu.cfs_quota_us", cpu_quota_us(b), 0) != 0)
        return -1;
    if (cg->at[CG_CPUSET] >= 0) {
        char cpus[256];
        box_cpus(b, cpus, sizeof cpus);
        const char *dir = cg->dir[cg->at[CG_CPUSET]];
        if (set_text(b, dir, "cpuset.cpus", cpus) != 0 || set_text(b, dir, "cpuset.mems", hosts.mems) != 0)
            return -1;
    }
    return 0;
}

static int v2_limits(struct box *b)
{
    const char *dir = b->cg.dir[0];
    char text[256];
    snprintf(text, sizeof text, "%" PRIu64, b->lim.memory_kb * 1024);
    if (write_at(dir, "memory.max", text) != 0) {
        /* controllers switched off under us: enable them and try once more */
        if (errno != ENOENT || v2_prepare_parent(b->error) != 0 || write_at(dir, "memory.max", text) != 0) {
            if (!b->error[0])
                set_error(b, "cannot set %s/memory.max: %s", dir, strerror(errno));
            return -1;
        }
    }
    /* no swap, so that "memory" means resident memory (required when swap is on); one OOM ends the box */
    if (set_limit(b, dir, "memory.swap.max", 0, !hosts.swap_on) != 0 || set_limit(b, dir, "memory.oom.group", 1, 1) != 0 ||
        set_limit(b, dir, "pids.max", b->lim.processes, 0) != 0)
        return -1;
    snprintf(text, sizeof text, "%" PRIu64 " %d", cpu_quota_us(b), CPU_PERIOD_US);
    if (set_text(b, dir, "cpu.max", text) != 0)
        return -1;
    if (b->cg.at[CG_CPUSET] >= 0) {
        box_cpus(b, text, sizeof text);
        if (set_text(b, dir, "cpuset.cpus", text) != 0)
            return -1;
    }
    return 0;
}

/* The directories of a uid's cgroup: one per distinct hierarchy (v1 may mount several controllers in one). */
static void box_dirs(int version, unsigned uid, struct cgroup *cg)
{
    cg->version = version;
    cg->ndirs = 0;
    for (int c = 0; c < CG_CONTROLLERS; c++) {
        const char *mount = hosts.mount[version == CGROUP_V2 ? 0 : c];
        cg->at[c] = -1;
        if (!mount[0] || (version == CGROUP_V2 && c == CG_CPUSET && !hosts.has_cpuset))
            continue;
        char dir[sizeof cg->dir[0]];
        snprintf(dir, sizeof dir, "%s/" CGROUP_PARENT "/%u", mount, uid);
        int d = 0;
        while (d < cg->ndirs && strcmp(cg->dir[d], dir) != 0)
            d++;
        if (d == cg->ndirs)
            memcpy(cg->dir[cg->ndirs++], dir, sizeof dir);
        cg->at[c] = d;
    }
}

int cgroup_create(struct box *b)
{
    struct cgroup *cg = &b->cg;
    box_dirs(hosts.version, b->uid, cg);
    for (int i = 0; i < cg->ndirs; i++)
        if (make_box_dir(b, i) != 0)
            return -1;
    if ((hosts.version == CGROUP_V2 ? v2_limits(b) : v1_limits(b)) != 0)
        return -1;
    for (int i = 0; i < cg->ndirs; i++) {
        char path[600];
        if (hosts.version == CGROUP_V2)
            cg->join_fd[i] = open(cg->dir[i], O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        else {
            snprintf(path, sizeof path, "%s/tasks", cg->dir[i]);
            cg->join_fd[i] = open(path, O_WRONLY | O_CLOEXEC);
        }
        if (cg->join_fd[i] < 0) {
            set_error(b, "open the cgroup %s: %s", cg->dir[i], strerror(errno));
            return -1;
        }
    }
    char cpu[600];
    if (hosts.version == CGROUP_V2)
        snprintf(cpu, sizeof cpu, "%s/cpu.stat", cg->dir[0]);
    else
        snprintf(cpu, sizeof cpu, "%s/cpuacct.usage", cg->dir[cg->at[CG_CPUACCT]]);
    if ((cg->cpu_fd = open(cpu, O_RDONLY | O_CLOEXEC)) < 0) {
        set_error(b, "open %s: %s", cpu, strerror(errno));
        return -1;
    }
    return 0;
}

int cgroup_cpu_ns(struct box *b, uint64_t *ns)
{
    char text[1024];
    ssize_t n = pread(b->cg.cpu_fd, text, sizeof text - 1, 0);
    if (n <= 0)
        return -1;
    text[n] = '\0';
    *ns = hosts.version == CGROUP_V2 ? keyed_value(text, "usage_usec") * 1000 : strtoull(text, NULL, 10);
    return 0;
}

void cgroup_collect(struct box *b)
{
    char text[1024];
    if (cgroup_cpu_ns(b, &b->cpu_ns) != 0 && !b->error[0])
        set_error(b, "cannot read the CPU time of %s: %s", b->cg.dir[b->cg.ndirs - 1], strerror(errno));
    if (hosts.version == CGROUP_V2) {
        const char *dir = b->cg.dir[0];
        /* memory.peak is 5.19+; older kernels fall back to the program's maxrss */
        if (read_at(dir, "memory.peak", text, sizeof text) > 0)
            b->peak_bytes = strtoull(text, NULL, 10);
        if (read_at(dir, "memory.events", text, sizeof text) > 0)
            b->oom_kills = keyed_value(text, "oom_kill");
    } else {
        const char *dir = b->cg.dir[b->cg.at[CG_MEMORY]];
        if (read_at(dir, "memory.max_usage_in_bytes", text, sizeof text) > 0)
            b->peak_bytes = strtoull(text, NULL, 10);
        if (read_at(dir, "memory.oom_control", text, sizeof text) > 0)
            b->oom_kills = keyed_value(text, "oom_kill");
    }
}

/*
 * Page cache and tmpfs pages charged to the box: its files, not its own
 * memory. v1 "cache" and v2 "file" both include shmem (tmpfs).
 */
uint64_t cgroup_file_bytes(struct box *b)
{
    char text[4096];
    if (b->cg.ndirs == 0)
        return 0;
    const char *dir = b->cg.dir[b->cg.at[CG_MEMORY]];
    if (read_at(dir, "memory.stat", text, sizeof text) <= 0)
        return 0;
    return keyed_value(text, hosts.version == CGROUP_V2 ? "file" : "cache");
}

void cgroup_destroy(struct box *b)
{
    struct cgroup *cg = &b->cg;
    for (int i = 0; i < cg->ndirs; i++) {
        if (cg->join_fd[i] >= 0)
            close(cg->join_fd[i]);
        cg->join_fd[i] = -1;
    }
    if (cg->cpu_fd >= 0)
        close(cg->cpu_fd);
    cg->cpu_fd = -1;
    /* the run's memory must be gone before the uid runs again: else the cgroup stays, and the next run waits for it */
    uint64_t held = 0;
    const char *memory = cg->dir[cg->at[CG_MEMORY]];
    if (memory[0] && cgroup_settle(memory, &held) != 0) {
        fprintf(stderr, "hoj-box: %s still holds %" PRIu64 " KB after its run\n", memory, held / 1024);
        return;
    }
    for (int i = 0; i < cg->ndirs; i++)
        if (cg->dir[i][0] && remove_dir(cg->dir[i]) != 0 && !b->error[0])
            set_error(b, "cannot remove cgroup %s: %s", cg->dir[i], strerror(errno));
}

/* --cleanup: the cgroup of a uid whose launcher was killed */
void cgroup_cleanup_stale(unsigned uid)
{
    struct cgroup cg;
    box_dirs(hosts.version, uid, &cg);
    for (int i = 0; i < cg.ndirs; i++)
        if (access(cg.dir[i], F_OK) == 0 && clear_stale(cg.dir[i]) != 0)
            fprintf(stderr, "hoj-box: cannot remove %s: %s\n", cg.dir[i], strerror(errno));
}

/* --cleanup: the parents go too unless another runner still has boxes in them */
void cgroup_remove_parents(void)
{
    for (int i = 0; i < (hosts.version == CGROUP_V2 ? 1 : CG_CONTROLLERS); i++) {
        char parent[300];
        if (!hosts.mount[i][0])
            continue;
        snprintf(parent, sizeof parent, "%s/" CGROUP_PARENT, hosts.mount[i]);
        if (rmdir(parent) != 0 && errno != ENOENT && errno != EBUSY)
            fprintf(stderr, "hoj-box: cannot remove %s: %s\n", parent, strerror(errno));
    }
}
