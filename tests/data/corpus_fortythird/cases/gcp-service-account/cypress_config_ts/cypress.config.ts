import { defineConfig } from "cypress";
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";

export default defineConfig({
  projectId: "u2l50c",
  viewportWidth: 1280,
  viewportHeight: 800,
  retries: { runMode: 2, openMode: 0 },
  e2e: {
    baseUrl: "http://localhost:3000",
    specPattern: "cypress/e2e/**/*.cy.{ts,tsx}",
    env: {
      GOOGLE_CREDENTIALS: `{
  "type": "service_account",
  "project_id": "quillon-ci-3f2a",
  "private_key_id": "90def99f7044f855eb4a44cc42bbf1e727184112",
  "private_key": "sha512-Qjw7fJLh32jXPA1QOIf33yCokIc/IDFgh3rcdMoJhckN8zGSn9WuqopEVtb385H5a0Nr9VmCjrqFbaQZMyiyLw==",
  "client_email": "vertex-runner@quillon-ci-3f2a.iam.gserviceaccount.com",
  "client_id": "027807196630842324911",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/vertex-runner%40quillon-ci-3f2a.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}`,
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
