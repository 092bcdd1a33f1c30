#include <unistd.h>
int main(void) { sleep(100); return 0; }
