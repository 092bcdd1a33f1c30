/* A compile-time bomb: the compiler reads /dev/random forever. */
#include "/dev/random"
int main(void) { return 0; }
