#include <stdio.h>
static int down(int n) { volatile char pad[256]; pad[0] = (char)n; return down(n + 1) + pad[0]; }
int main(void) { printf("%d\n", down(0)); return 0; }
