# Windows line ends are line ends: accepted in both modes.
import sys
a, b = map(int, sys.stdin.read().split())
sys.stdout.buffer.write(b"%d\r\n" % (a + b))
