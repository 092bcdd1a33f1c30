#include <bits/stdc++.h>
#include <concepts>
template <std::integral T> T add(T a, T b) { return a + b; }  // C++20 concepts
int main() { long long a, b; std::cin >> a >> b; std::cout << add(a, b) << '\n'; }
