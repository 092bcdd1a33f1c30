// Threads until the limit, each spinning: CPU time of all threads counts.
#include <pthread.h>
static void *spin(void *) { for (volatile unsigned long x = 0;; x++) {} return nullptr; }
int main() {
    for (;;) { pthread_t t; pthread_create(&t, nullptr, spin, nullptr); }
}
