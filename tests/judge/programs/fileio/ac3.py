with open("sum.in") as f:
    a, b = map(int, f.read().split())
with open("sum.out", "w") as f:
    f.write(f"{a + b}\n")
