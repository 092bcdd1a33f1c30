// One allocation far beyond the machine: std::bad_alloc, reported as a memory limit.
#include <iostream>
int main() {
    long long *p = new long long[1LL << 40];
    p[0] = 1;
    std::cout << p[0] << '\n';
}
