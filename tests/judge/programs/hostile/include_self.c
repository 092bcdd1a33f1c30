/* A compile-time bomb: the file includes itself. */
#include __FILE__
int main(void) { return 0; }
