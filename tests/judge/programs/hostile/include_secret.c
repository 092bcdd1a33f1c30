/* The compiler sees no more of the host than the program does: this include fails. */
#include "/etc/shadow"
int main(void) { return 0; }
