// Prints nothing: a wrong answer.
