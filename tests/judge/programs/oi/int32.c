/* 32-bit arithmetic: right on the small cases (group 1), wrong on the large ones. */
#include <stdio.h>
int main(void) { int n; scanf("%d", &n); printf("%d\n", n * n); return 0; }
