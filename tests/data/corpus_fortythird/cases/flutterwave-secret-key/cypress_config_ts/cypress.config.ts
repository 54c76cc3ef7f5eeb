import { defineConfig } from "cypress";
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";

export default defineConfig({
  projectId: "3i39da",
  viewportWidth: 1280,
  viewportHeight: 800,
  retries: { runMode: 2, openMode: 0 },
  e2e: {
    baseUrl: "http://localhost:3000",
    specPattern: "cypress/e2e/**/*.cy.{ts,tsx}",
    env: {
      FLW_SECRET_KEY: "FLWSECK-68c575d31d80c1e2ec4672e15a6aab9b-X",
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
