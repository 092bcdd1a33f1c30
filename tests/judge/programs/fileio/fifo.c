/* A FIFO as the output file: the runner must not block on it. */
#include <sys/stat.h>
int main(void) { mkfifo("sum.out", 0666); return 0; }
