raise ValueError, "boom"
