import { defineConfig } from "cypress";
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";

export default defineConfig({
  projectId: "8huj8e",
  viewportWidth: 1280,
  viewportHeight: 800,
  retries: { runMode: 2, openMode: 0 },
  e2e: {
    baseUrl: "http://localhost:3000",
    specPattern: "cypress/e2e/**/*.cy.{ts,tsx}",
    env: {
      TLS_KEY: `-----BEGIN CERTIFICATE-----
MIICazCCAVOgAwIBAgIRALCfsaaAOLRA/BidAsTsz3YwDQYJKoZIhvcNAQELBQDZ
sitFPxS0VruqByqVkNVggaOnnG/LSsRruUJVA+5LSGLFS1EPd+4qGuYAlMHLLaI7
5Kf8LczgaQ+MyY7FmeFEPplpTqqGGir1UZoetuw1RFXKqWS/+/+IcVVUiC2e8Lpa
JBxcnKSg5d1IKpK4LX8aQTwQsQKiD0Uy5iOmFqFstAT8EA5bnTWyRbozFOtroxji
amCScnZZm8KGluORNSMSF4JNM6y3BqTw/FXhGYLka+dipz30NOKep2/5pSJEZvD/
4SmQwqtZEhbZj2BcBVF04Xcx5gI0nQDFSu+CgIbu7I/vQENSMZy+ZfsXbH/wV2F1
V9n7EwkKSgRzFK+L50rAQ8ufGvrmUoWFCkDpbd7+1heG1J8y9BDXuSSo83qMqqxA
tnGCFKahgYCAcpEwDQYJKoZIhvcNAQELBQADggEBAHiXY3MGbAEqqifo4apQLjUd
AtyFU//9L+9q+/NYhcUfnzpFYxAH5NaA2r1XgZqXilWrL5ltRpgYvXay6+TV+7NH
koTxZ3Q0DXFcLiML5pzGB77Qs3inLJamRMvx4/X18t9VccFymvajKJ86ChoYZSm8
ztXyxlKlKHtXbyA4VLkh31RiTI1K8JmuKTg3Qe8JCJkONDPhlva18xltA4iMFss9
kvfvsVQYc67YZTHZQ5PJxYpUBhajhAJOJGhhruHd7le4303d0KX3yXHIk0fTDaFy
gFEBUvOYUPXG8LDH8Aybs45v50SyWr9nnPegvHqpfYYG5C+1UEVCcoczVaAB8uw=
-----END CERTIFICATE-----`,
    },
    setupNodeEvents(on, config) {
      on("task", {
      "db:reset"() {
        execSync("npm run db:reset", { stdio: "inherit" });
        return null;
      },
      });
      return config;
    },
  },
});
