import { defineConfig } from "cypress";
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";

export default defineConfig({
  projectId: "2n48z2",
  viewportWidth: 1280,
  viewportHeight: 800,
  retries: { runMode: 2, openMode: 0 },
  e2e: {
    baseUrl: "http://localhost:3000",
    specPattern: "cypress/e2e/**/*.cy.{ts,tsx}",
    env: {
      DATADOG_APP_KEY: "0feeae90bc40fbfb8aa5601969ae74e8874d6588",
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
