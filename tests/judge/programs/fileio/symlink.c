/* Points the output file at a host secret: the runner reads nothing through the link. */
#include <unistd.h>
int main(void) { symlink("/etc/shadow", "sum.out"); return 0; }
