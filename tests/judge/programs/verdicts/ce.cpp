#include <vector>
int main() { std::vector<int> v; v.push_front(1); }
