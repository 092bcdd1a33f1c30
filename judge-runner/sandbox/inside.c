/*
 * Inside the new namespaces: the box init (PID 1) builds the box's file
 * system, starts the program as PID 2 and reports to the launcher until the
 * program exits. Nothing here trusts the program; the program never runs
 * with more than its uid.
 */
#include "launcher.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <grp.h>
#include <limits.h>
#include <linux/sched.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef MOUNT_ATTR_RDONLY
#define MOUNT_ATTR_RDONLY 0x1
#define MOUNT_ATTR_NOSUID 0x2
#define MOUNT_ATTR_NODEV 0x4
struct mount_attr {
    uint64_t attr_set, attr_clr, propagation, userns_fd;
};
#endif
#ifndef AT_RECURSIVE
#define AT_RECURSIVE 0x8000
#endif

/* fd layout of the box init, set up first thing */
enum { FD_REPORT = 3, FD_CGROUP = 4 };

static void write_report(const struct report *r)
{
    /* nothing to do if the launcher is gone: PDEATHSIG is on its way */
    if (write(FD_REPORT, r, sizeof *r) != (ssize_t)sizeof *r)
        _exit(1);
}

static void send_report(int type, int status, long maxrss_kb, const char *text)
{
    struct report r = { .type = type, .wait_status = status, .at_ns = now_ns(), .maxrss_kb = maxrss_kb };
    if (text)
        snprintf(r.text, sizeof r.text, "%s", text);
    write_report(&r);
}

static void __attribute__((noreturn, format(printf, 1, 2))) fail(const char *fmt, ...)
{
    char text[ERROR_LEN];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    send_report(REPORT_FAILED, 0, 0, text);
    _exit(1);
}

/* Move the fds the box needs to fixed numbers and close everything else. */
static void arrange_fds(struct box *b, int report_fd)
{
    int want[FD_CGROUP + CG_DIRS] = { b->child_stdin, b->child_stdout, b->child_stderr, report_fd };
    int n = FD_CGROUP + b->cg.ndirs;
    for (int i = 0; i < b->cg.ndirs; i++)
        want[FD_CGROUP + i] = b->cg.join_fd[i];
    /* first out of the way, so that no dup2 below clobbers a source */
    for (int i = 0; i < n; i++)
        if (want[i] >= 0 && (want[i] = fcntl(want[i], F_DUPFD, 64)) < 0)
            _exit(1);
    for (int i = 0; i < n; i++)
        if (want[i] >= 0 ? dup2(want[i], i) != i : (close(i) != 0 && errno != EBADF))
            _exit(1);
    if (syscall(SYS_close_range, n, ~0U, 0) != 0)
        _exit(1);
    for (int i = 0; i < b->cg.ndirs; i++)
        b->cg.join_fd[i] = FD_CGROUP + i;
}

static int set_mount_attr(const char *path, unsigned flags, uint64_t set, uint64_t clear)
{
    struct mount_attr attr = { .attr_set = set, .attr_clr = clear };
    return (int)syscall(SYS_mount_setattr, AT_FDCWD, path, flags, &attr, sizeof attr);
}

/*
 * Non-recursive on purpose: a mount below the source stays invisible
 * instead of writable. Read-only comes later, for the whole tree at once.
 */
static void bind(const char *source, const char *target)
{
    if (mount(source, target, NULL, MS_BIND, NULL) != 0)
        fail("bind %s: %m", source);
}

static void write_text(const char *path, const char *text)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0)
        fail("create %s: %m", path);
    if (write(fd, text, strlen(text)) != (ssize_t)strlen(text))
        fail("write %s: %m", path);
    if (close(fd) != 0)
        fail("close %s: %m", path);
}

static void make_mount_point(const char *target, int directory)
{
    if (directory) {
        if (mkdir(target, 0755) != 0)
            fail("mkdir /%s: %m", target);
        return;
    }
    int fd = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0 || close(fd) != 0)
        fail("create /%s: %m", target);
}

/*
 * Show the host's /<name> (or /etc/<name>) at the same place: a symlink is
 * copied as a symlink (merged /usr makes /bin, /lib... symlinks), a
 * directory or file is bound, a missing one stays missing.
 */
static void mirror(const char *host_path, const char *target)
{
    struct stat st;
    if (lstat(host_path, &st) != 0) {
        if (errno == ENOENT)
            return;
        fail("lstat %s: %m", host_path);
    }
    if (S_ISLNK(st.st_mode)) {
        char link[PATH_MAX];
        ssize_t n = readlink(host_path, link, sizeof link - 1);
        if (n < 0)
            fail("readlink %s: %m", host_path);
        link[n] = '\0';
        if (symlink(link, target) != 0)
            fail("symlink /%s: %m", target);
        return;
    }
    make_mount_point(target, S_ISDIR(st.st_mode));
    bind(host_path, target);
}

/*
 * An extra read-only path (a toolchain) at its own place. Its parents are
 * created in the box's tmpfs with mode 0755, so that a 0700 /root on the
 * host does not hide /root/.pyenv; below /usr the mount point exists already.
 */
static void bind_extra(const char *host_path)
{
    const char *relative = host_path + 1;
    char parents[PATH_MAX];
    struct stat host, existing;
    if (stat(host_path, &host) != 0)
        fail("read-only path %s: %m", host_path);
    snprintf(parents, sizeof parents, "%s", relative);
    for (char *slash = strchr(parents, '/'); slash; slash = strchr(slash + 1, '/')) {
        *slash = '\0';
        if (mkdir(parents, 0755) != 0 && errno != EEXIST)
            fail("mkdir /%s: %m", parents);
        *slash = '/';
    }
    if (lstat(relative, &existing) != 0)
        make_mount_point(relative, S_ISDIR(host.st_mode));
    bind(host_path, relative);
}

static void make_device(const char *name, unsigned minor)
{
    /* character devices 1:N are the mem devices: null, zero, full, random, urandom */
    if (mknod(name, S_IFCHR | 0666, makedev(1, minor)) != 0)
        fail("mknod /%s: %m", name);
}

/*
 * The private work area (--disk-kb). /box is a tmpfs of the box's own mount
 * namespace, sized for the files the runner put into the host work dir plus
 * disk_kb of the program's: a run can fill it, never the host's disk, and it
 * vanishes with the namespace. The init copies the runner's files in before
 * the program exists (their pages are charged to the launcher's cgroup, they
 * are the runner's), the program's writes are charged to the box's memory
 * cgroup (tmpfs pages go to the cgroup of the task that allocates them), and
 * when the program has ended the init copies back into the host dir the
 * regular files at the top of /box that the runner asked for (--keep), and
 * nothing else. The host dir is kept open by the init only: the program
 * never sees it.
 *
 * The copy back costs the host no more than the area holds: only data
 * extents are copied (SEEK_DATA/SEEK_HOLE; a hole stays a hole, so a sparse
 * file of 60 MB with one page of data costs one page), each inode once
 * (further names of a hard link are not copied), and the bytes copied are
 * counted against the size of the area.
 */
#define WORK_AREA_INODES 16384
#define PAGE_KB 4

static int host_work = -1;        /* the host work dir (O_RDONLY), while the area is in use */
static uint64_t copied_in_kb;     /* pages of the runner's files in the area */

/*
 * Opens a name of `dir` for copying: its descriptor, 0 when there is nothing
 * to copy (missing, a symlink, a directory, a FIFO or socket: the runner
 * reads back regular files only), -1 with errno when it cannot be opened.
 * O_NONBLOCK: neither a FIFO nor a lease makes the init wait.
 */
static int open_regular(int dir, const char *name, struct stat *st)
{
    int in = openat(dir, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (in < 0)
        return errno == ELOOP || errno == ENXIO || errno == EISDIR || errno == ENOENT ? 0 : -1;
    if (fstat(in, st) != 0) {
        int saved = errno;
        close(in);
        errno = saved;
        return -1;
    }
    if (!S_ISREG(st->st_mode)) {
        close(in);
        return 0;
    }
    return in;
}

/* Writes bytes [from, to) of `in` at the same offset of `out`. */
static int copy_range(int out, int in, off_t from, off_t to)
{
    /* sendfile between regular files: copy_file_range refuses to cross file systems on 5.19+ */
    if (lseek(out, from, SEEK_SET) != from)
        return -1;
    while (from < to) {
        ssize_t n = sendfile(out, in, &from, to - from < (1 << 30) ? (size_t)(to - from) : (size_t)1 << 30);
        if (n < 0)
            return -1;
        if (n == 0)
            break; /* shorter than at fstat: the copy is what there was */
    }
    return 0;
}

/*
 * Copies the regular file `in` into `name` of `to_dir`: its data extents
 * (holes stay holes), each taken from *budget (an extent larger than what is
 * left stops the copy), its size, mode (never setuid or setgid bits) and
 * owner. 0 copied, 1 over the budget, -1 the copy failed (errno).
 */
static int copy_file(int in, const struct stat *st, int to_dir, const char *name, int create_flags, uint64_t *budget)
{
    /* O_NOFOLLOW: no name may lead outside the directory */
    int out = openat(to_dir, name, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC | create_flags, st->st_mode & 0777);
    int rc = out >= 0 && fchmod(out, st->st_mode & 0777) == 0 && fchown(out, st->st_uid, st->st_gid) == 0 ? 0 : -1;
    for (off_t data = 0; rc == 0 && data < st->st_size;) {
        data = lseek(in, data, SEEK_DATA);
        if (data < 0) {
            if (errno != ENXIO) /* ENXIO: no data past this offset */
                rc = -1;
            break;
        }
        off_t hole = lseek(in, data, SEEK_HOLE); /* the end of the file is a hole */
        if (hole < 0) {
            rc = -1;
            break;
        }
        if (hole > st->st_size)
            hole = st->st_size;
        if ((uint64_t)(hole - data) > *budget) {
            rc = 1;
            break;
        }
        *budget -= (uint64_t)(hole - data);
        rc = copy_range(out, in, data, hole);
        data = hole;
    }
    /* the size, holes at the end included */
    if (rc == 0 && ftruncate(out, st->st_size) != 0)
        rc = -1;
    int saved = errno;
    if (out >= 0 && close(out) != 0 && rc == 0) {
        saved = errno;
        rc = -1;
    }
    errno = saved;
    return rc;
}

/* Mounts the area at "box" (cwd: the new root) and copies the runner's files in. */
static void make_work_area(struct box *b)
{
    host_work = open(b->dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (host_work < 0)
        fail("work dir %s: %m", b->dir);
    int listing = dup(host_work);
    DIR *dir = listing < 0 ? NULL : fdopendir(listing);
    if (!dir)
        fail("read the work dir %s: %m", b->dir);
    uint64_t files = 0;
    for (struct dirent *e; (e = readdir(dir)) != NULL;) {
        struct stat st;
        if (fstatat(host_work, e->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(st.st_mode)) {
            copied_in_kb += ((uint64_t)st.st_size + PAGE_KB * 1024 - 1) / (PAGE_KB * 1024) * PAGE_KB;
            files++;
        }
    }
    char options[160];
    snprintf(options, sizeof options, "size=%luk,nr_inodes=%lu,mode=755,uid=%u,gid=%u",
             (unsigned long)(b->lim.disk_kb + copied_in_kb), (unsigned long)(WORK_AREA_INODES + files), b->uid, b->uid);
    if (mount("box", "box", "tmpfs", MS_NOSUID | MS_NODEV, options) != 0)
        fail("mount the work area: %m");
    int area = open("box", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (area < 0)
        fail("open the work area: %m");
    rewinddir(dir);
    for (struct dirent *e; (e = readdir(dir)) != NULL;) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        struct stat st;
        int in = open_regular(host_work, e->d_name, &st);
        uint64_t unbounded = UINT64_MAX; /* the area was sized for these files */
        if (in < 0 || (in > 0 && copy_file(in, &st, area, e->d_name, O_EXCL, &unbounded) != 0))
            fail("copy %s into the work area: %m", e->d_name);
        if (in > 0)
            close(in);
    }
    closedir(dir);
    close(area);
}

static int kept(struct box *b, const char *name)
{
    for (int i = 0; i < b->n_keep; i++)
        if (fnmatch(b->keep[i], name, 0) == 0)
            return 1;
    return 0;
}

/*
 * After the program: every process left is stopped, so that nothing writes
 * while the files are copied back; a full area is reported instead, and
 * nothing of it reaches the host. Then the kept files are copied back.
 * Returns 0, or 1 when the program's files are at fault (`why` empty: the
 * area was full or its files more than its size; else which file could not
 * be read, say one it holds a lease on through a descriptor in flight). A
 * failure on the host's side is the init's.
 */
static int finish_work_area(struct box *b, char *why, size_t why_size)
{
    /* PID 1 of the box: kill(-1) reaches every other process of its PID namespace, and only those */
    if (kill(-1, SIGKILL) != 0 && errno != ESRCH)
        fail("stop the box's processes: %m");
    /* orphans are the init's children: once none is left, nothing can write any more */
    while (wait4(-1, NULL, __WALL, NULL) > 0 || errno == EINTR)
        ;
    struct statfs fs;
    if (statfs("/box", &fs) != 0)
        fail("statfs /box: %m");
    if (fs.f_bavail == 0 || fs.f_ffree == 0)
        return 1;
    if (b->n_keep == 0)
        return 0;
    /* the host gets at most what the area can hold, whatever the files' sizes and names */
    uint64_t budget = (uint64_t)fs.f_blocks * (uint64_t)fs.f_bsize;
    int area = open("/box", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    DIR *dir = area < 0 ? NULL : fdopendir(area);
    if (!dir)
        fail("read the work area: %m");
    /*
     * What the copy is going to write (the kept names, at most the area's
     * size, since each inode is copied once and counted against it), and the
     * area's size: the launcher ends a copy that overruns its deadline, and
     * the program's names are to blame when they amount to more than the area.
     */
    uint64_t to_copy = 0;
    for (struct dirent *e; (e = readdir(dir)) != NULL;) {
        struct stat st;
        if (kept(b, e->d_name) && fstatat(area, e->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(st.st_mode))
            to_copy += (uint64_t)st.st_size;
    }
    rewinddir(dir);
    struct report copying = { .type = REPORT_COPY_OUT, .at_ns = now_ns(), .files_kb = (long)((to_copy + 1023) / 1024),
                              .area_kb = (long)(budget / 1024) };
    write_report(&copying);
    ino_t *copied = NULL; /* the inodes copied so far: a hard link's other names are not copied again */
    size_t ncopied = 0;
    int full = 0;
    for (struct dirent *e; !full && !why[0] && (e = readdir(dir)) != NULL;) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0 || !kept(b, e->d_name))
            continue;
        struct stat st;
        int in = open_regular(area, e->d_name, &st);
        if (in < 0)
            snprintf(why, why_size, "%.200s: %s", e->d_name, strerror(errno));
        if (in <= 0)
            continue;
        int seen = 0;
        for (size_t i = 0; i < ncopied && !seen; i++)
            seen = copied[i] == st.st_ino;
        if (!seen) {
            ino_t *grown = realloc(copied, (ncopied + 1) * sizeof *copied);
            if (!grown)
                fail("out of memory");
            copied = grown;
            copied[ncopied++] = st.st_ino;
            int rc = copy_file(in, &st, host_work, e->d_name, O_TRUNC, &budget);
            if (rc < 0)
                fail("copy %s out of the work area: %m", e->d_name);
            full = rc > 0;
        }
        close(in);
    }
    closedir(dir);
    free(copied);
    return full || why[0];
}

/*
 * Whether a regular file below `dir` (this file system only, symlinks not
 * followed) is at least `cap` bytes long. Bounded: /box and /tmp have at most
 * a few thousand inodes.
 */
static int file_at_least(int dir, uint64_t cap, int depth)
{
    DIR *listing = dir < 0 ? NULL : fdopendir(dir);
    if (!listing) {
        if (dir >= 0)
            close(dir);
        return 0;
    }
    int found = 0;
    for (struct dirent *e; !found && (e = readdir(listing)) != NULL;) {
        struct stat st;
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0 || fstatat(dirfd(listing), e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0)
            continue;
        if (S_ISREG(st.st_mode))
            found = (uint64_t)st.st_size >= cap;
        else if (S_ISDIR(st.st_mode) && depth < 64)
            found = file_at_least(openat(dirfd(listing), e->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC), cap, depth + 1);
    }
    closedir(listing);
    return found;
}

/*
 * A program killed by SIGXFSZ hit its file-size limit only if one of its
 * files is that long: the signal alone proves nothing, the program can
 * raise it itself. Its files are in /box and /tmp (/dev/shm is /tmp).
 */
static int file_at_cap(struct box *b)
{
    uint64_t cap = b->lim.fsize_kb * 1024;
    return file_at_least(open("/box", O_RDONLY | O_DIRECTORY | O_CLOEXEC), cap, 0) ||
           file_at_least(open("/tmp", O_RDONLY | O_DIRECTORY | O_CLOEXEC), cap, 0);
}

/* KB of tmpfs pages the program's files held: the area (less the runner's files) and /tmp */
static long program_files_kb(void)
{
    uint64_t kb = 0;
    struct statfs fs;
    if (host_work >= 0 && statfs("/box", &fs) == 0) {
        uint64_t used = (uint64_t)(fs.f_blocks - fs.f_bfree) * (uint64_t)fs.f_bsize / 1024;
        kb += used > copied_in_kb ? used - copied_in_kb : 0;
    }
    if (statfs("/tmp", &fs) == 0)
        kb += (uint64_t)(fs.f_blocks - fs.f_bfree) * (uint64_t)fs.f_bsize / 1024;
    return (long)kb;
}

static void build_root(struct box *b)
{
    char text[512];

    /* our mounts must never propagate back to the host */
    if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0)
        fail("make / private: %m");
    /* the root is a small tmpfs, read-only once built; the device nodes on it rule out nodev */
    if (mount("box", ROOT_MOUNT_POINT, "tmpfs", MS_NOSUID, "size=1m,nr_inodes=1024,mode=755") != 0)
        fail("mount the box root: %m");
    if (chdir(ROOT_MOUNT_POINT) != 0)
        fail("chdir " ROOT_MOUNT_POINT ": %m");

    static const char *system_dirs[] = { "usr", "bin", "lib", "lib64", "lib32", "libx32", "sbin" };
    for (size_t i = 0; i < sizeof system_dirs / sizeof system_dirs[0]; i++) {
        snprintf(text, sizeof text, "/%s", system_dirs[i]);
        mirror(text, system_dirs[i]);
    }

    if (mkdir("etc", 0755) != 0)
        fail("mkdir /etc: %m");
    /* the dynamic loader's cache, and the alternatives that /usr/bin/cc, java... point to */
    static const char *etc_entries[] = { "ld.so.cache", "alternatives", "localtime" };
    for (size_t i = 0; i < sizeof etc_entries / sizeof etc_entries[0]; i++) {
        char target[128];
        snprintf(text, sizeof text, "/etc/%s", etc_entries[i]);
        snprintf(target, sizeof target, "etc/%s", etc_entries[i]);
        mirror(text, target);
    }
    snprintf(text, sizeof text, "root:x:0:0:root:/root:/bin/sh\nbox:x:%u:%u:box:/box:/bin/sh\n", b->uid, b->uid);
    write_text("etc/passwd", text);
    snprintf(text, sizeof text, "root:x:0:\nbox:x:%u:\n", b->uid);
    write_text("etc/group", text);
    write_text("etc/hosts", "127.0.0.1\tlocalhost box\n::1\tlocalhost\n");

    if (mkdir("dev", 0755) != 0)
        fail("mkdir /dev: %m");
    make_device("dev/null", 3);
    make_device("dev/zero", 5);
    make_device("dev/full", 7);
    make_device("dev/random", 8);
    make_device("dev/urandom", 9);
    /* /dev/shm (POSIX shared memory and semaphores) lives in the box's /tmp */
    if (symlink("/proc/self/fd", "dev/fd") != 0 || symlink("/proc/self/fd/0", "dev/stdin") != 0 ||
        symlink("/proc/self/fd/1", "dev/stdout") != 0 || symlink("/proc/self/fd/2", "dev/stderr") != 0 ||
        symlink("/tmp", "dev/shm") != 0)
        fail("symlinks in /dev: %m");

    for (int i = 0; i < b->n_ro; i++)
        bind_extra(b->ro_paths[i]);
    if (mkdir("proc", 0555) != 0 || mkdir("tmp", 0755) != 0 || mkdir("box", 0755) != 0)
        fail("mkdir /proc, /tmp, /box: %m");

    /* everything so far, the root and all binds below it, read-only in one step */
    if (set_mount_attr(".", AT_RECURSIVE, MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID, 0) != 0)
        fail("make the box read-only: %m");

    /*
     * A fresh proc: the box's PID namespace, not the host's processes. subset=pid: only the
     * process directories (and self), none of the host-wide files (meminfo, loadavg, stat,
     * cpuinfo, cmdline, sys...); hidepid=invisible: not even the init's directory, which is
     * root's. The runtimes of the language table need only /proc/self.
     */
    if (mount("proc", "proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, "subset=pid,hidepid=invisible") != 0)
        fail("mount /proc: %m");
    /* tmpfs pages are charged to the box's memory cgroup; the size caps one box anyway */
    snprintf(text, sizeof text, "size=%luk,nr_inodes=4096,mode=1777",
             (unsigned long)(b->lim.memory_kb < 65536 ? b->lim.memory_kb : 65536));
    if (mount("tmp", "tmp", "tmpfs", MS_NOSUID | MS_NODEV, text) != 0)
        fail("mount /tmp: %m");
    if (b->lim.disk_kb > 0) {
        make_work_area(b);
    } else {
        /* through an fd opened without following a last symlink, which a previous box could have planted */
        int work = open(b->dir, O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (work < 0)
            fail("work dir %s: %m", b->dir);
        snprintf(text, sizeof text, "/proc/self/fd/%d", work);
        if (mount(text, "box", NULL, MS_BIND, NULL) != 0)
            fail("bind the work dir %s: %m", b->dir);
        if (close(work) != 0)
            fail("close the work dir: %m");
        if (set_mount_attr("box", 0, MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV, MOUNT_ATTR_RDONLY) != 0)
            fail("nosuid, nodev on /box: %m");
    }

    /* pivot onto the new root and drop the host's tree from this namespace */
    if (syscall(SYS_pivot_root, ".", ".") != 0)
        fail("pivot_root: %m");
    if (umount2(".", MNT_DETACH) != 0)
        fail("detach the host root: %m");
    if (chdir("/") != 0)
        fail("chdir /: %m");
    if (sethostname("box", 3) != 0)
        fail("sethostname: %m");
}

/*
 * Soft and hard limit alike. RLIM_INFINITY means "no limit of this kind": without
 * CAP_SYS_RESOURCE (a container may withhold it) a finite hard limit of the launcher's cannot be
 * raised, and the highest allowed is what the program gets.
 */
static int set_limit(int resource, uint64_t value)
{
    struct rlimit r = { (rlim_t)value, (rlim_t)value };
    if (setrlimit(resource, &r) == 0)
        return 0;
    if (errno != EPERM || value != RLIM_INFINITY || getrlimit(resource, &r) != 0)
        return -1;
    r.rlim_cur = r.rlim_max;
    return setrlimit(resource, &r);
}

static const char *env_value(struct box *b, const char *name)
{
    size_t len = strlen(name);
    for (int i = 0; i < b->envc; i++)
        if (strncmp(b->envp[i], name, len) == 0 && b->envp[i][len] == '=')
            return b->envp[i] + len + 1;
    return NULL;
}

/* execvpe() would search the launcher's PATH; the box's own environment decides */
static void exec_program(struct box *b)
{
    const char *file = b->argv[0];
    if (strchr(file, '/')) {
        execve(file, (char *const *)b->argv, (char *const *)b->envp);
        return;
    }
    const char *path = env_value(b, "PATH");
    if (!path)
        path = "/usr/local/bin:/usr/bin:/bin";
    int saved = ENOENT;
    for (const char *dir = path; dir; dir = strchr(dir, ':') ? strchr(dir, ':') + 1 : NULL) {
        size_t len = strchr(dir, ':') ? (size_t)(strchr(dir, ':') - dir) : strlen(dir);
        char full[PATH_MAX];
        snprintf(full, sizeof full, "%.*s/%s", (int)len, len ? dir : ".", file);
        execve(full, (char *const *)b->argv, (char *const *)b->envp);
        if (errno == EACCES)
            saved = EACCES;
        else if (errno != ENOENT && errno != ENOTDIR)
            return;
    }
    errno = saved;
}

static int joined_by_clone; /* the program was created inside its cgroup (v2) */

/*
 * v2: create the program directly in its cgroup, which costs nothing, where
 * moving it there afterwards takes the global threadgroup lock.
 */
static pid_t start_program(struct box *b)
{
#ifdef CLONE_INTO_CGROUP
    if (b->cg.version == CGROUP_V2) {
        struct clone_args args = { .flags = CLONE_INTO_CGROUP, .exit_signal = SIGCHLD, .cgroup = FD_CGROUP };
        pid_t pid = (pid_t)syscall(SYS_clone3, &args, sizeof args);
        if (pid >= 0) {
            joined_by_clone = 1;
            return pid;
        }
        if (errno != ENOSYS && errno != E2BIG && errno != EINVAL)
            return -1;
    }
#endif
    return fork();
}

static int join_cgroup(struct box *b)
{
    if (joined_by_clone)
        return 0;
    for (int i = 0; i < b->cg.ndirs; i++) {
        /* v1: "0" in tasks moves this thread, which is all of a process before exec */
        int fd = b->cg.version == CGROUP_V2 ? openat(FD_CGROUP + i, "cgroup.procs", O_WRONLY | O_CLOEXEC) : FD_CGROUP + i;
        if (fd < 0 || write(fd, "0", 1) != 1)
            return -1;
    }
    return 0;
}

static void __attribute__((noreturn)) program(struct box *b)
{
    char text[ERROR_LEN];
    const char *step = "join the cgroup";

    /* first: every page and cycle from here on is the program's */
    if (join_cgroup(b) != 0)
        goto failed;
    /* only stdin, stdout, stderr and the report pipe (closed by exec) survive */
    step = "arrange fds";
    if (fcntl(FD_REPORT, F_SETFD, FD_CLOEXEC) != 0 || syscall(SYS_close_range, FD_REPORT + 1, ~0U, 0) != 0)
        goto failed;

    sigset_t none;
    sigemptyset(&none);
    step = "reset signals";
    if (sigprocmask(SIG_SETMASK, &none, NULL) != 0 || signal(SIGPIPE, SIG_DFL) == SIG_ERR)
        goto failed;
    /* a session of its own: kill(0, ...) and terminal signals stay inside the box */
    step = "setsid";
    if (setsid() < 0)
        goto failed;

    step = "set rlimits";
    /*
     * Every rlimit is set here, soft and hard alike, none is inherited from the launcher (whose
     * limits are whatever the runner's service manager gave it). Lowering always works; raising
     * needs CAP_SYS_RESOURCE (see set_limit).
     */
    const struct {
        int resource;
        uint64_t value;
    } limits[] = {
        /* reserved but untouched address space is not memory: the cgroup limits what is used */
        { RLIMIT_AS, RLIM_INFINITY },
        { RLIMIT_CORE, 0 },
        /* a backstop only: the launcher ends the run from the cgroup's CPU time */
        { RLIMIT_CPU, b->lim.cpu_ms / 1000 + 2 },
        { RLIMIT_DATA, RLIM_INFINITY }, /* as RLIMIT_AS */
        { RLIMIT_FSIZE, b->lim.fsize_kb * 1024 },
        { RLIMIT_LOCKS, RLIM_INFINITY }, /* not enforced by Linux since 2.4.25 */
        { RLIMIT_MEMLOCK, 0 },           /* no mlock, MAP_LOCKED, SHM_LOCK, memfd_secret */
        { RLIMIT_MSGQUEUE, 0 },          /* no POSIX message queues */
        { RLIMIT_NICE, 0 },              /* no raising its priority */
        { RLIMIT_NOFILE, 1024 },
        /* the uid's tasks (threads too), on every namespace: the uid is the box's alone */
        { RLIMIT_NPROC, b->lim.processes },
        { RLIMIT_RSS, RLIM_INFINITY }, /* not enforced by Linux: the cgroup is the limit */
        { RLIMIT_RTPRIO, 0 },          /* no real-time scheduling */
        { RLIMIT_RTTIME, (b->lim.cpu_ms + 1000) * 1000 }, /* microseconds; real-time needs RTPRIO anyway */
        { RLIMIT_SIGPENDING, 1024 },                      /* queued signals of the uid */
        { RLIMIT_STACK, b->lim.stack_kb * 1024 },
    };
    _Static_assert(sizeof limits / sizeof limits[0] == RLIMIT_NLIMITS, "every rlimit has a value");
    for (size_t i = 0; i < sizeof limits / sizeof limits[0]; i++)
        if (set_limit(limits[i].resource, limits[i].value) != 0)
            goto failed;

    step = "drop privileges";
    if (setgroups(0, NULL) != 0 || setresgid(b->uid, b->uid, b->uid) != 0)
        goto failed;
    /* with no_new_privs this is belt and braces: no exec can regain a capability */
    for (int cap = 0; prctl(PR_CAPBSET_READ, cap, 0, 0, 0) >= 0; cap++)
        if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0)
            goto failed;
    if (setresuid(b->uid, b->uid, b->uid) != 0 || prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0)
        goto failed;
    step = "enter /box";
    if (chdir("/box") != 0)
        goto failed;
    step = "install the seccomp filter";
    if (install_seccomp_filter() != 0)
        goto failed;
    umask(022);
    /* the wall clock starts here; a failed exec is reported right after */
    send_report(REPORT_STARTED, 0, 0, NULL);
    exec_program(b);
    snprintf(text, sizeof text, "cannot execute %s: %s", b->argv[0], strerror(errno));
    send_report(errno == ENOMEM ? REPORT_NO_MEMORY : REPORT_FAILED, 0, 0, text);
    _exit(127);
failed:
    snprintf(text, sizeof text, "%s: %s", step, strerror(errno));
    send_report(REPORT_FAILED, 0, 0, text);
    _exit(127);
}

/*
 * The init is a clone of the launcher: its command line (/proc/1/cmdline) would be the launcher's,
 * host paths included. The launcher works on a copy of its arguments, so the init clears its own
 * copy of them and makes the command line empty. Shrinking it needs CAP_SYS_RESOURCE, which a
 * container may withhold: then the line is zero bytes of the old length (and hidepid hides /proc/1
 * from the program anyway).
 */
static void wipe_command_line(void)
{
    if (!args_area || args_area_len == 0)
        return;
    memset(args_area, 0, args_area_len);
    (void)prctl(PR_SET_MM, PR_SET_MM_ARG_END, (unsigned long)args_area, 0, 0);
}

void box_init(struct box *b, int report_fd)
{
    wipe_command_line();
    arrange_fds(b, report_fd);

    /* if the launcher dies, the box dies with it (and the PID namespace with the box) */
    if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0)
        fail("PR_SET_PDEATHSIG: %m");
    struct pollfd launcher = { .fd = FD_REPORT, .events = POLLOUT };
    if (poll(&launcher, 1, 0) != 1 || (launcher.revents & POLLERR))
        _exit(1);

    umask(0);
    build_root(b);

    pid_t pid = start_program(b);
    if (pid < 0)
        fail("start the program: %m");
    if (pid == 0)
        program(b);

    /*
     * The init keeps (and never uses) its copies of the pipes only the
     * launcher reads: the launcher wakes once, when the box ends, and drains
     * them then. The pipes of an interactive pair are the program's alone
     * (the launcher, which relays them to its peer, must see EOF and EPIPE
     * when it closes them), and so are the cgroup files.
     */
    if (!b->stdout_path) {
        int devnull = open("/dev/null", O_RDWR | O_CLOEXEC);
        if (devnull < 0 || dup2(devnull, 0) != 0 || dup2(devnull, 1) != 1 || close(devnull) != 0)
            fail("close the program's pipes: %m");
    }
    for (int i = 0; i < b->cg.ndirs; i++)
        if (close(FD_CGROUP + i) != 0)
            fail("close the cgroup: %m");

    /* as PID 1 the init also inherits every orphan; reap them until the program ends */
    for (;;) {
        int status;
        struct rusage usage;
        pid_t done = wait4(-1, &status, __WALL, &usage);
        if (done == pid) {
            /* the end of the run: sent before the copy-out, which is not the program's time (nor the scans below) */
            int64_t at = now_ns();
            struct report r = { .type = REPORT_EXITED, .wait_status = status, .at_ns = at, .maxrss_kb = usage.ru_maxrss,
                                .files_kb = program_files_kb(),
                                .file_at_cap = WIFSIGNALED(status) && WTERMSIG(status) == SIGXFSZ && file_at_cap(b) };
            write_report(&r);
            char why[ERROR_LEN] = "";
            if (host_work >= 0 && finish_work_area(b, why, sizeof why))
                send_report(REPORT_DISK_FULL, 0, 0, why[0] ? why : NULL);
            _exit(0);
        }
        if (done < 0 && errno != EINTR)
            fail("wait4: %m");
    }
}
