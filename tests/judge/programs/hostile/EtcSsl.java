import java.io.File;
import java.util.Scanner;
import javax.crypto.Cipher;

/*
 * Java's box shows the files its JDK links to in /etc (its config, the crypto policy, cacerts)
 * and nothing beside them: not the rest of /etc/ssl.
 */
public class Main {
    public static void main(String[] args) throws Exception {
        Scanner in = new Scanner(System.in);
        long a = in.nextLong(), b = in.nextLong();
        boolean seesSsl = new File("/etc/ssl/openssl.cnf").exists() || new File("/etc/ssl/certs/ca-certificates.crt").exists() || new File("/etc/ssl/private").exists();
        boolean hasCacerts = new File(System.getProperty("java.home"), "lib/security/cacerts").canRead();
        Cipher.getInstance("AES/GCM/NoPadding"); // needs the crypto policy files
        System.out.println(!seesSsl && hasCacerts ? a + b : -1);
    }
}
