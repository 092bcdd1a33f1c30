// A compile-time bomb: types double in size at each of 40 levels.
#include <utility>
template <class T, int N> struct Grow { using type = typename Grow<std::pair<T, T>, N - 1>::type; };
template <class T> struct Grow<T, 0> { using type = T; };
int main() { typename Grow<int, 40>::type x{}; return sizeof(x) > 0 ? 0 : 1; }
