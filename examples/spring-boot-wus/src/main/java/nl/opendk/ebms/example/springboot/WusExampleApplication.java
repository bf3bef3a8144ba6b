package nl.opendk.ebms.example.springboot;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** A Spring Boot application with the adapter's starter: its routes are {@link WusRoutes}. */
@SpringBootApplication
public class WusExampleApplication {

    public static void main(String[] args) {
        SpringApplication.run(WusExampleApplication.class, args);
    }
}
