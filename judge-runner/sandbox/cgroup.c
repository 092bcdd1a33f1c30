/*
 * Memory and process-count limits, CPU accounting and the peak memory of a
 * box come from a cgroup of its own:
 *   v2: /sys/fs/cgroup/hoj-box/<uid>
 *   v1: <memory|pids|cpuacct mount>/hoj-box/<uid>
 * The uid names the cgroup because a uid belongs to one box at a time (the
 * launcher holds its lock file), so concurrent boxes never share a cgroup.
 * A cgroup lives exactly as long as one run: created fresh, so its counters
 * start at zero, and removed afterwards.
 */
#include "launcher.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <mntent.h>
#include <signal.h>
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

static struct {
    int version;
    char mount[CG_DIRS][256]; /* v1: one hierarchy per controller; v2: [0] */
} hosts;

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
    return has_word(controllers, "memory") && has_word(controllers, "pids");
}

static int v1_find_mounts(void)
{
    static const char *names[CG_DIRS] = { "memory", "pids", "cpuacct" };
    FILE *mounts = setmntent("/proc/self/mounts", "re");
    if (!mounts)
        return -1;
    struct mntent *m;
    while ((m = getmntent(mounts)) != NULL) {
        if (strcmp(m->mnt_type, "cgroup") != 0)
            continue;
        for (int i = 0; i < CG_DIRS; i++)
            if (!hosts.mount[i][0] && hasmntopt(m, names[i]))
                snprintf(hosts.mount[i], sizeof hosts.mount[i], "%s", m->mnt_dir);
    }
    endmntent(mounts);
    for (int i = 0; i < CG_DIRS; i++)
        if (!hosts.mount[i][0])
            return -1;
    return 0;
}

int cgroup_detect(int forced, char *error)
{
    if (forced != CGROUP_V1 && v2_usable()) {
        hosts.version = CGROUP_V2;
        snprintf(hosts.mount[0], sizeof hosts.mount[0], "%s", V2_ROOT);
        return 0;
    }
    if (forced == CGROUP_V2) {
        snprintf(error, ERROR_LEN, "cgroup v2 with the memory and pids controllers is not mounted at " V2_ROOT);
        return -1;
    }
    if (v1_find_mounts() != 0) {
        snprintf(error, ERROR_LEN, "no usable cgroup: neither v2 at " V2_ROOT " nor v1 memory, pids and cpuacct hierarchies");
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
    if (read_at(dir, "cgroup.subtree_control", current, sizeof current) >= 0 && has_word(current, "memory") &&
        has_word(current, "pids"))
        return 0;
    if (write_at(dir, "cgroup.subtree_control", "+memory +pids") == 0)
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
    return write_at(dir, "cgroup.subtree_control", "+memory +pids");
}

static int v2_prepare_parent(struct box *b)
{
    char parent[300];
    snprintf(parent, sizeof parent, V2_ROOT "/" CGROUP_PARENT);
    if (v2_enable(V2_ROOT) != 0) {
        set_error(b, "cannot enable the memory and pids controllers in " V2_ROOT ": %s", strerror(errno));
        return -1;
    }
    if (mkdir(parent, 0755) != 0 && errno != EEXIST) {
        set_error(b, "mkdir %s: %s", parent, strerror(errno));
        return -1;
    }
    if (v2_enable(parent) != 0) {
        set_error(b, "cannot enable the memory and pids controllers in %s: %s", parent, strerror(errno));
        return -1;
    }
    return 0;
}

static int make_box_dir(struct box *b, int i)
{
    const char *dir = b->cg.dir[i];
    if (mkdir(dir, 0755) == 0)
        return 0;
    if (errno == EEXIST) {
        /* the previous run of the uid may have left it because it still held memory (cgroup_destroy) */
        uint64_t held = 0;
        if (i == CG_MEMORY) {
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
            if (v2_prepare_parent(b) != 0)
                return -1;
        } else {
            char parent[300];
            snprintf(parent, sizeof parent, "%s/" CGROUP_PARENT, hosts.mount[i]);
            if (mkdir(parent, 0755) != 0 && errno != EEXIST) {
                set_error(b, "mkdir %s: %s", parent, strerror(errno));
                return -1;
            }
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

static int set_limit(struct box *b, const char *dir, const char *file, uint64_t value, int optional)
{
    char text[32];
    snprintf(text, sizeof text, "%" PRIu64, value);
    if (write_at(dir, file, text) == 0 || (optional && errno == ENOENT))
        return 0;
    set_error(b, "cannot set %s/%s to %s: %s", dir, file, text, strerror(errno));
    return -1;
}

static int v1_limits(struct box *b)
{
    const char *mem = b->cg.dir[CG_MEMORY];
    uint64_t bytes = b->lim.memory_kb * 1024;
    /* memsw (memory + swap) must not be below the memory limit: set it second */
    if (set_limit(b, mem, "memory.limit_in_bytes", bytes, 0) != 0 ||
        set_limit(b, mem, "memory.memsw.limit_in_bytes", bytes, 1) != 0 ||
        set_limit(b, b->cg.dir[CG_PIDS], "pids.max", b->lim.processes, 0) != 0)
        return -1;
    return 0;
}

static int v2_limits(struct box *b)
{
    const char *dir = b->cg.dir[0];
    char text[32];
    snprintf(text, sizeof text, "%" PRIu64, b->lim.memory_kb * 1024);
    if (write_at(dir, "memory.max", text) != 0) {
        /* controllers switched off under us: enable them and try once more */
        if (errno != ENOENT || v2_prepare_parent(b) != 0 || write_at(dir, "memory.max", text) != 0) {
            if (!b->error[0])
                set_error(b, "cannot set %s/memory.max: %s", dir, strerror(errno));
            return -1;
        }
    }
    /* no swap, so that "memory" means resident memory; one OOM ends the box */
    if (set_limit(b, dir, "memory.swap.max", 0, 1) != 0 || set_limit(b, dir, "memory.oom.group", 1, 1) != 0 ||
        set_limit(b, dir, "pids.max", b->lim.processes, 0) != 0)
        return -1;
    return 0;
}

static void box_dirs(int version, unsigned uid, struct cgroup *cg)
{
    cg->version = version;
    cg->ndirs = version == CGROUP_V2 ? 1 : CG_DIRS;
    for (int i = 0; i < cg->ndirs; i++)
        snprintf(cg->dir[i], sizeof cg->dir[i], "%s/" CGROUP_PARENT "/%u", hosts.mount[i], uid);
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
        snprintf(cpu, sizeof cpu, "%s/cpuacct.usage", cg->dir[CG_CPUACCT]);
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
        const char *dir = b->cg.dir[CG_MEMORY];
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
    const char *dir = b->cg.dir[hosts.version == CGROUP_V2 ? 0 : CG_MEMORY];
    if (!dir[0] || read_at(dir, "memory.stat", text, sizeof text) <= 0)
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
    if (cg->dir[CG_MEMORY][0] && cgroup_settle(cg->dir[CG_MEMORY], &held) != 0) {
        fprintf(stderr, "hoj-box: %s still holds %" PRIu64 " KB after its run\n", cg->dir[CG_MEMORY], held / 1024);
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
    for (int i = 0; i < (hosts.version == CGROUP_V2 ? 1 : CG_DIRS); i++) {
        char parent[300];
        snprintf(parent, sizeof parent, "%s/" CGROUP_PARENT, hosts.mount[i]);
        if (rmdir(parent) != 0 && errno != ENOENT && errno != EBUSY)
            fprintf(stderr, "hoj-box: cannot remove %s: %s\n", parent, strerror(errno));
    }
}
