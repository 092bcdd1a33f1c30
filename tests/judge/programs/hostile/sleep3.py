import time
time.sleep(100)
