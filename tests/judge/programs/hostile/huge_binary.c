/* A compile-time bomb: 2 GB of initialised data would make a 2 GB object file. */
char big[1u << 31] = { 1 };
int main(void) { return big[0] - 1; }
