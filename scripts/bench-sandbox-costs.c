/*
 * What two parts of every box cost, measured apart from the launcher with the launcher's own code
 * (judge-runner/sandbox/seccomp.c), so that the launcher itself needs no switch for benchmarks.
 * scripts/bench-sandbox.ts compiles and runs it (as root) and prints its lines.
 *
 *   netns: a clone with the box's namespaces, with and without CLONE_NEWNET, the child exiting at once
 *   filter: a fork whose child installs the allow list, and one whose child does not
 *   calls: a system call answered from the kernel's per-number cache (getppid), one whose argument
 *          the filter reads (fcntl), each with and without the filter
 *
 * Prints "name with_ns without_ns" lines (medians, nanoseconds).
 */
#include "launcher.h"

#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static int64_t now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static int compare(const void *a, const void *b)
{
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

static int64_t median(int64_t *values, int n)
{
    qsort(values, (size_t)n, sizeof values[0], compare);
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/* one clone with these flags whose child exits at once, waited for */
static int64_t clone_once(int flags)
{
    int64_t start = now();
    pid_t pid = (pid_t)syscall(SYS_clone, flags | SIGCHLD, NULL, NULL, NULL, NULL);
    if (pid == 0)
        _exit(0);
    if (pid < 0) {
        perror("clone");
        exit(1);
    }
    waitpid(pid, NULL, 0);
    return now() - start;
}

/* one fork whose child (with no_new_privs, as in a box) installs the filter or not, waited for */
static int64_t fork_once(int filter)
{
    int64_t start = now();
    pid_t pid = fork();
    if (pid == 0) {
        if (filter && (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 || install_seccomp_filter() != 0))
            _exit(1);
        _exit(0);
    }
    int status;
    waitpid(pid, &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "the filter cannot be installed\n");
        exit(1);
    }
    return now() - start;
}

#define CALLS 200000

/* ns per call of getppid and of fcntl(F_GETFD), in a child with or without the filter */
static void calls(int filter, int64_t *cached, int64_t *checked)
{
    int pipes[2];
    if (pipe(pipes) != 0)
        exit(1);
    pid_t pid = fork();
    if (pid == 0) {
        if (filter && (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 || install_seccomp_filter() != 0))
            _exit(1);
        int64_t result[2], start = now();
        for (int i = 0; i < CALLS; i++)
            syscall(SYS_getppid);
        result[0] = (now() - start) / CALLS;
        start = now();
        for (int i = 0; i < CALLS; i++)
            syscall(SYS_fcntl, 0, F_GETFD);
        result[1] = (now() - start) / CALLS;
        _exit(write(pipes[1], result, sizeof result) == sizeof result ? 0 : 1);
    }
    int64_t result[2] = { 0, 0 };
    if (read(pipes[0], result, sizeof result) != sizeof result)
        exit(1);
    waitpid(pid, NULL, 0);
    close(pipes[0]);
    close(pipes[1]);
    *cached = result[0];
    *checked = result[1];
}

int main(int argc, char **argv)
{
    int runs = argc > 1 ? atoi(argv[1]) : 1000;
    if (runs < 2)
        runs = 2;
    int64_t *with = calloc((size_t)runs, sizeof *with), *without = calloc((size_t)runs, sizeof *without);
    if (!with || !without)
        return 1;
    int box = CLONE_NEWPID | CLONE_NEWNS | CLONE_NEWIPC | CLONE_NEWUTS;
    /* alternating, so that whatever else the machine does weighs on both alike */
    for (int i = 0; i < runs; i++) {
        with[i] = clone_once(box | CLONE_NEWNET);
        without[i] = clone_once(box);
    }
    printf("netns %lld %lld\n", (long long)median(with, runs), (long long)median(without, runs));
    for (int i = 0; i < runs; i++) {
        with[i] = fork_once(1);
        without[i] = fork_once(0);
    }
    printf("filter %lld %lld\n", (long long)median(with, runs), (long long)median(without, runs));
    int rounds = 9;
    int64_t cached[2][9], checked[2][9];
    for (int i = 0; i < rounds; i++) {
        calls(1, &cached[0][i], &checked[0][i]);
        calls(0, &cached[1][i], &checked[1][i]);
    }
    printf("cached-call %lld %lld\n", (long long)median(cached[0], rounds), (long long)median(cached[1], rounds));
    printf("checked-call %lld %lld\n", (long long)median(checked[0], rounds), (long long)median(checked[1], rounds));
    return 0;
}
