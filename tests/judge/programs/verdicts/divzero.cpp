#include <iostream>
int main() {
    long long a, b;
    std::cin >> a >> b;
    volatile long long zero = 0;
    std::cout << a / zero + b << '\n';  // SIGFPE
}
