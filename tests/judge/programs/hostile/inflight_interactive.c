/* Leaves its stdin and stdout in flight on a unix socket that is in flight itself, and exits without
   a guess: the interactor must see the end of its input at once (a wrong answer), not wait for its
   own wall clock and fail. */
#define _GNU_SOURCE
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
static void send_fds(int sock, int *fds, int n) {
    char control[CMSG_SPACE(sizeof(int) * 4)] = {0}, byte = 'x';
    struct iovec iov = { &byte, 1 };
    struct msghdr m = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = control, .msg_controllen = CMSG_SPACE(sizeof(int) * n) };
    struct cmsghdr *c = CMSG_FIRSTHDR(&m);
    c->cmsg_level = SOL_SOCKET;
    c->cmsg_type = SCM_RIGHTS;
    c->cmsg_len = CMSG_LEN(sizeof(int) * n);
    memcpy(CMSG_DATA(c), fds, sizeof(int) * n);
    sendmsg(sock, &m, 0);
}
int main(void) {
    int pair[2];
    socketpair(AF_UNIX, SOCK_STREAM, 0, pair);
    int fds[2] = { 0, 1 };
    send_fds(pair[0], fds, 2);
    send_fds(pair[0], pair, 2);
    return 0;
}
