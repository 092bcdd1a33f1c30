public class Main {
    public static void main(String[] args) {
        while (true) {
            new Thread(() -> { while (true) { Thread.onSpinWait(); } }).start();
        }
    }
}
