#include <bits/stdc++.h>
int main() {
    std::vector<std::vector<char>> keep;
    for (;;) keep.emplace_back(16 << 20, 'x');
}
