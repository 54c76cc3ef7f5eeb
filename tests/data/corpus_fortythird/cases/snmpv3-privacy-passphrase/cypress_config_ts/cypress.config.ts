import { defineConfig } from "cypress";
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";

export default defineConfig({
  projectId: "0rrvfs",
  viewportWidth: 1280,
  viewportHeight: 800,
  retries: { runMode: 2, openMode: 0 },
  e2e: {
    baseUrl: "http://localhost:3000",
    specPattern: "cypress/e2e/**/*.cy.{ts,tsx}",
    setupNodeEvents(on, config) {
      on("task", {
      "db:reset"() {
        execSync("npm run db:reset", { stdio: "inherit" });
        return null;
      },
      "fixtures:seed"() {
        return execSync(`snmpget -v3 -l authPriv -u observium -a SHA-256 -A 'Saffron!copper9556' -x AES-256 -X 'Tundra!saffron4959' 10.28.141.191 IF-MIB::ifHCInOctets`).toString();
      },
      });
      return config;
    },
  },
});
