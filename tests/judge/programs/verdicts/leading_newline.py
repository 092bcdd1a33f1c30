# Same tokens, different layout: a presentation error even with isRemoveEndBlank.
a, b = map(int, input().split())
print()
print(a + b)
