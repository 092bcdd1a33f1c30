/* Ignoring every signal it can does not save a spinning program. */
#include <signal.h>
int main(void) {
    for (int s = 1; s < 32; s++) signal(s, SIG_IGN);
    for (volatile unsigned long x = 0;; x++) {}
}
