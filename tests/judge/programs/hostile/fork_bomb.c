/* Forks until the process limit, then every copy keeps trying: CPU time runs out. */
#include <unistd.h>
int main(void) { for (;;) fork(); }
