import { defineConfig } from "cypress";
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";

export default defineConfig({
  projectId: "flrpc8",
  viewportWidth: 1280,
  viewportHeight: 800,
  retries: { runMode: 2, openMode: 0 },
  e2e: {
    baseUrl: "http://localhost:3000",
    specPattern: "cypress/e2e/**/*.cy.{ts,tsx}",
    env: {
      SPLUNK_HEC_AUTH_TOKEN: "28abf9d1-d9a1-4bd5-8fe6-5bf31d6cac5f",
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
