/* Trailing blanks and blank lines: accepted with isRemoveEndBlank, a presentation error without. */
#include <stdio.h>
int main(void) { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld   \n\n\n", a + b); return 0; }
