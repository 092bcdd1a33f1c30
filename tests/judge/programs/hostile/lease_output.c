/*
 * The output file, written correctly, then leased and left open in a unix socket cycle (in flight,
 * so it outlives the program): the box init cannot open it to copy it back. The program's own
 * doing, so a Runtime Error that says so, never a System Error. Should a step fail, the output is
 * wrong instead (a Wrong Answer), so that only the copy can make this a Runtime Error.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
int main(void) {
    long long a, b;
    FILE *in = fopen("sum.in", "r");
    if (!in || fscanf(in, "%lld %lld", &a, &b) != 2) return 1;
    int fd = open("sum.out", O_RDWR | O_CREAT | O_TRUNC, 0644), pair[2];
    int ok = fd >= 0 && fcntl(fd, F_SETLEASE, F_WRLCK) == 0 && socketpair(AF_UNIX, SOCK_STREAM, 0, pair) == 0;
    for (int i = 0; ok && i < 2; i++) { /* each end queued on the other: a cycle only the collector frees */
        int fds[2] = { pair[i], fd };
        char data = 'x', control[CMSG_SPACE(sizeof fds)];
        struct iovec iov = { &data, 1 };
        struct msghdr msg = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = control, .msg_controllen = sizeof control };
        struct cmsghdr *c = CMSG_FIRSTHDR(&msg);
        c->cmsg_level = SOL_SOCKET;
        c->cmsg_type = SCM_RIGHTS;
        c->cmsg_len = CMSG_LEN(sizeof fds);
        memcpy(CMSG_DATA(c), fds, sizeof fds);
        ok = sendmsg(pair[i], &msg, 0) == 1;
    }
    dprintf(fd, "%lld\n", ok ? a + b : -1);
    return 0;
}
