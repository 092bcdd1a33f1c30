keep = []
while True:
    keep.append(bytearray(16 << 20))
