// The same special judge with the seed system's legacy exit codes:
// 100 accepted, 101 presentation error, 102 wrong answer, 99 partial (percentage on stdout), 103 error.
#include <cstdio>
#include <iostream>
#include <fstream>

int main(int argc, char **argv) {
    if (argc < 4) return 103;
    std::ifstream in(argv[1]), out(argv[2]);
    long long n, a, b, extra;
    if (!(in >> n)) return 103;
    if (!(out >> a >> b)) return 101;
    if (out >> extra) return 101;
    if (a + b != n) return 102;
    if (!(0 < a && a <= b)) {
        std::printf("50\n");
        return 99;
    }
    return 100;
}
