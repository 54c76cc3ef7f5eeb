import { defineConfig } from "cypress";
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";

export default defineConfig({
  projectId: "lrj563",
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
        return execSync(`snmpwalk -v3 -l authNoPriv -u librenms -a SHA-256 -A hWIckbfIA3bBb 10.15.96.15 IF-MIB::ifHCInOctets`).toString();
      },
      });
      return config;
    },
  },
});
