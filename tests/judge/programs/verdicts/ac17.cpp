#include <bits/stdc++.h>
int main() {
    long long a, b;
    std::cin >> a >> b;
    auto [x, y] = std::pair{a, b};  // C++17 structured bindings
    std::cout << x + y << '\n';
}
