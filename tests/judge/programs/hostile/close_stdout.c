/* Closes stdout before answering: no output, a wrong answer. */
#include <stdio.h>
#include <unistd.h>
int main(void) { close(1); printf("3\n"); return 0; }
