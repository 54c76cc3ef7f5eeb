import { defineConfig } from "cypress";
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";

export default defineConfig({
  projectId: "1avss3",
  viewportWidth: 1280,
  viewportHeight: 800,
  retries: { runMode: 2, openMode: 0 },
  e2e: {
    baseUrl: "http://localhost:3000",
    specPattern: "cypress/e2e/**/*.cy.{ts,tsx}",
    env: {
      LINODE_TOKEN: "913bccbc88dfc808401d330cb643b03dab1952044446941c0f198d30b282d1c6",
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
