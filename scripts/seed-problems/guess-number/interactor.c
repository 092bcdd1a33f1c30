/*
 * Interactor of "Guess the Number": the secret (1..10^9) is the test's input. The solution prints one
 * guess per line and reads "higher", "lower" or "correct". At most 32 guesses.
 * Usage: interactor <input> <output> <answer>; stdin is the solution's stdout, stdout its stdin.
 * Exit 0 accepted, 1 wrong answer, 3 judge failure.
 */
#include <stdio.h>

int main(int argc, char **argv)
{
    if (argc < 4)
        return 3;
    FILE *in = fopen(argv[1], "r"), *result = fopen(argv[2], "w");
    long long secret, guess;
    if (!in || !result || fscanf(in, "%lld", &secret) != 1) {
        fprintf(stderr, "cannot read the test");
        return 3;
    }
    for (int asked = 1; asked <= 32; asked++) {
        if (scanf("%lld", &guess) != 1) {
            fprintf(stderr, "no guess after %d questions", asked - 1);
            return 1;
        }
        if (guess == secret) {
            printf("correct\n");
            fflush(stdout);
            fprintf(result, "%d\n", asked);
            fprintf(stderr, "found in %d guesses", asked);
            return 0;
        }
        printf(guess < secret ? "higher\n" : "lower\n");
        fflush(stdout);
    }
    fprintf(stderr, "more than 32 guesses");
    return 1;
}
