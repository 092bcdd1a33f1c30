/* An output file beyond the limit: Output Limit Exceeded. */
#include <stdio.h>
#include <string.h>
int main(void) {
    static char block[1 << 20];
    memset(block, '7', sizeof block);
    FILE *out = fopen("sum.out", "w");
    for (int i = 0; i < 1024; i++) fwrite(block, 1, sizeof block, out);
    return 0;
}
