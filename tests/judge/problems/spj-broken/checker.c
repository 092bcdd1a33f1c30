int main(void) { return this is not C; }
