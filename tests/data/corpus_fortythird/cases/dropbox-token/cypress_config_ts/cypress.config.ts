import { defineConfig } from "cypress";
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";

export default defineConfig({
  projectId: "0m2lz8",
  viewportWidth: 1280,
  viewportHeight: 800,
  retries: { runMode: 2, openMode: 0 },
  e2e: {
    baseUrl: "http://localhost:3000",
    specPattern: "cypress/e2e/**/*.cy.{ts,tsx}",
    env: {
      DROPBOX_TOKEN: "sl.60w8LJWeELEBeCt_eqgHFMHY2hST52bqdpDxNtH0ZfFshQDG8lryjhpqknBUc6ZYrcXBGfWjsFLttnjZHYKTIPwgCZHESH_AJMavN9tPt1bwbqJ5TDgbzNm1sjDA9luf1DtB_tErAQNAm8e9R_U",
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
