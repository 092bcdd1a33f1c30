/*
 * The right output, and beside it 48 sparse files of 60 MB and one file of 8 MB with 47 more
 * names: nearly nothing in the box, 3.3 GB per case if the runner copied every name by its size.
 * Only the output file is copied back (and only its data, once): Accepted, at no cost to the host.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
int main(void) {
    long long a, b;
    FILE *in = fopen("sum.in", "r"), *out = fopen("sum.out", "w");
    if (!in || !out || fscanf(in, "%lld %lld", &a, &b) != 2) return 1;
    fprintf(out, "%lld\n", a + b);
    fclose(out);
    char name[32];
    for (int i = 0; i < 48; i++) {
        snprintf(name, sizeof name, "sparse%d", i);
        int fd = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd < 0 || pwrite(fd, "x", 1, 30 << 20) != 1 || ftruncate(fd, 60 << 20) != 0) return 2;
        close(fd);
    }
    static char block[1 << 20];
    memset(block, 'h', sizeof block);
    int fd = open("linked", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    for (int i = 0; i < 8; i++)
        if (write(fd, block, sizeof block) != sizeof block) return 3;
    close(fd);
    for (int i = 1; i <= 47; i++) {
        snprintf(name, sizeof name, "linked%d", i);
        if (link("linked", name) != 0) return 4;
    }
    return 0;
}
