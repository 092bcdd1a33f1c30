import sys
sys.setrecursionlimit(10 ** 6)
def depth(n):
    return 0 if n == 0 else depth(n - 1) + 1
a, b = map(int, input().split())
print(a + b + depth(100000) - 100000)
