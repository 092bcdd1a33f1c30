/* Other runs' work dirs, the compile cache and the judge's temp files are not visible. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
static int listable(const char *dir) {
    DIR *d = opendir(dir);
    if (!d) return 0;
    int entries = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) if (e->d_name[0] != '.') { fprintf(stderr, "%s/%s\n", dir, e->d_name); entries++; }
    closedir(d);
    return entries > 0;
}
int main(void) {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    int seen = listable("/tmp") || listable("/tmp/hoj-judge") || listable("/var/tmp") || listable("/run") || listable("/work");
    printf("%lld\n", seen ? -1 : a + b);
    return 0;
}
