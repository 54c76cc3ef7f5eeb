import { defineConfig } from "cypress";
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";

export default defineConfig({
  projectId: "nrcs6m",
  viewportWidth: 1280,
  viewportHeight: 800,
  retries: { runMode: 2, openMode: 0 },
  e2e: {
    baseUrl: "http://localhost:3000",
    specPattern: "cypress/e2e/**/*.cy.{ts,tsx}",
    env: {
      OKTA_ORG_URL: "https://larkspur-dev.okta.com",
      OKTA_MANAGEMENT_TOKEN: "00FTFVVlAbFnPz16T0_tq575PvCLyD9RVEWyi23BLA",
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
