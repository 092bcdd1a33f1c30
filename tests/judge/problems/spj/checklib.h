/* The exit codes of testlib, for checkers that do not include testlib.h. */
#define OK_EXIT 0
#define WA_EXIT 1
#define PE_EXIT 2
#define FAIL_EXIT 3
#define POINTS_EXIT 7
