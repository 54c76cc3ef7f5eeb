import { defineConfig } from "cypress";
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";

export default defineConfig({
  projectId: "km9rjf",
  viewportWidth: 1280,
  viewportHeight: 800,
  retries: { runMode: 2, openMode: 0 },
  e2e: {
    baseUrl: "http://localhost:3000",
    specPattern: "cypress/e2e/**/*.cy.{ts,tsx}",
    env: {
      ANTHROPIC_API_KEY_PROD: "sk-ant-api03-hRDZJc4kmOVly0CuZ9GRcAPvspwj8hfUU6-2DnsTB-lxuy8HLm0wJ5PMYxD5NBgStyq8Vlmm-kz5lg0_9RjWCg-cUUUY4AA",
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
