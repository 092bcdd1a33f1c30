public class Main {
    public static void main(String[] args) {
        int[] a = new int[1];
        System.out.println(a[2]);
    }
}
