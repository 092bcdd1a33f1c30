import socket
a, b = map(int, input().split())
leaked = False
for host, port in [("1.1.1.1", 80), ("127.0.0.1", 8787), ("10.0.0.1", 80)]:
    try:
        socket.create_connection((host, port), timeout=0.3).close()
        leaked = True
    except OSError:
        pass
try:
    socket.getaddrinfo("example.com", 80)
    leaked = True
except OSError:
    pass
print(-1 if leaked else a + b)
