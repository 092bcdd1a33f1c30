print "unterminated
