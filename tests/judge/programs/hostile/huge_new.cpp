// One allocation far beyond the machine: std::bad_alloc from a program using 256 KB. Its words never
// pick the verdict (it used nothing near its limit): a runtime error, not a memory limit.
#include <iostream>
int main() {
    long long *p = new long long[1LL << 40];
    p[0] = 1;
    std::cout << p[0] << '\n';
}
