import { defineConfig } from "cypress";
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";

export default defineConfig({
  projectId: "ofvqg8",
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
      "ldap:config"() {
        writeFileSync("cypress/ldap/slapd.conf", `database	mdb
suffix		"dc=tidewater-logistics,dc=com"
rootdn		"cn=Manager,dc=tidewater-logistics,dc=com"
rootpw		8absaW9Pb8NZEd8eHFf0*22
`);
        return null;
      },
      });
      return config;
    },
  },
});
