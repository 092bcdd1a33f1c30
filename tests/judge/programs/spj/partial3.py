# Right sum, wrong order (a > b): half the points on every case.
n = int(input())
print(n - 1, 1)
