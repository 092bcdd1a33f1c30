// Four threads burning 0.6 s of CPU each: 2.4 s in all, over a 1 s limit however the cores are shared.
#include <ctime>
#include <iostream>
#include <thread>
#include <vector>
static double threadSeconds() {
    timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}
int main() {
    long long a, b;
    std::cin >> a >> b;
    std::vector<std::thread> threads;
    for (int i = 0; i < 4; i++)
        threads.emplace_back([] {
            volatile unsigned long x = 0;
            while (threadSeconds() < 0.6) x++;
        });
    for (auto &t : threads) t.join();
    std::cout << a + b << '\n';
}
