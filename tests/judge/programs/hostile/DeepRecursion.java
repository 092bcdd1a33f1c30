// Deep recursion works because -Xss follows the problem's stack limit.
import java.util.*;
public class Main {
    static long depth(long n) { return n == 0 ? 0 : depth(n - 1) + 1; }
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long a = in.nextLong(), b = in.nextLong();
        System.out.println(a + b + depth(200000) - 200000);
    }
}
