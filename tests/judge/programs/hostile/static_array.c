/* 1 GB of static data, touched: over the 256 MB limit. */
#include <stdio.h>
#include <string.h>
static char big[1 << 30];
int main(void) { memset(big, 1, sizeof big); printf("%d\n", big[12345]); return 0; }
