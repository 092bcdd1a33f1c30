import sys
a, b = map(long, sys.stdin.read().split())
print a + b
