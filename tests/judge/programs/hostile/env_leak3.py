import os
allowed = {"PATH", "HOME", "TMPDIR", "LANG", "LC_ALL", "ONLINE_JUDGE", "PYTHONIOENCODING", "PYTHONDONTWRITEBYTECODE", "LC_CTYPE"}
a, b = map(int, input().split())
leaked = sorted(k for k in os.environ if k not in allowed)
print(-1 if leaked else a + b)
