/* Leaves without asking anything. */
int main(void) { return 0; }
