import { defineConfig } from "cypress";
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";

export default defineConfig({
  projectId: "06vohg",
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
        return execSync(`ldapmodify -x -H ldap://ds1.tidewater-logistics.com:636 -ZZ -D "uid=svc-galaxy,ou=services,dc=tidewater-logistics,dc=com" -w 45TYauqFlJpMwHfOnuXtcRty -f /tmp/add-project-groups.ldif`).toString();
      },
      });
      return config;
    },
  },
});
