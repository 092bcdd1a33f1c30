// Prints the JVM's out-of-memory words while using a few MB and exits 1: a runtime error, not a
// memory limit (the words count only when measured memory is near the -Xmx heap cap).
public class Main {
    public static void main(String[] args) {
        System.err.println("Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space");
        System.exit(1);
    }
}
