import { defineConfig } from "cypress";
import { execSync } from "node:child_process";
import { writeFileSync } from "node:fs";

export default defineConfig({
  projectId: "fla7aj",
  viewportWidth: 1280,
  viewportHeight: 800,
  retries: { runMode: 2, openMode: 0 },
  e2e: {
    baseUrl: "http://localhost:3000",
    specPattern: "cypress/e2e/**/*.cy.{ts,tsx}",
    env: {
      PUTTY_KEY: `PuTTY-User-Key-File-2: ssh-rsa
Encryption: none
Comment: rsa-key-20241117
Public-Lines: 6
AAAAB3NzaC1yc2EAAAADAQABAAABAQCfB/ox7zsieAZXaUWj/31fhUEsNd6zkv0a
ha/U56it0lwbWDRi2uSJ6NZ3bLc6VWbUOT5xQzrbjrricbWRCsmcb7Tkz2wUILeh
Hcetn2e7OzxldOi8GMu7oVIgc76c5c/dADP2wTARv/IUKyNpwgKaZxahkS9lSYpD
WIBk153mKGeobQys71N0l0CaOCog1u4atROHWvz3ABHxW75oMlmdLwUVULiDG4v2
xOvHwloJ/21NPwNG3aHpEPYnVY/nLc7gAIJDcfcZyM/9qdmo0+H3+Ye0qrQxe251
PzHnV3smyK5h6x4JnFIUa4D94JXhbXUPUyaNLIEddV14bm2X+yA3
Private-Lines: 14
AAABAQCOF7XQp+oBJO29FYr6VWE4NOrN6iRrqgHEcpyWW1sKkh9QOiggi0DTAhC1
CW+aMZrVZdV66N4XvzY5HSDMxCK8VCjCe13NQjyQvCjHfZF1eP9/IZkSTusnSAhn
jqKvo2x2uE85xHd9oXysWoYwZHC+yYbmVmRJ1oLWAOe8DEokMtm1Ztj1OZuuRETS
7yV32KEdixwr3QTSQGgx7p23q5oUQdVs6h0n8D8fC0oQZIOPsBwQeNTs86QZmFmS
ec5ppTGNm7+JvHfn/kzcdyUogxXrHpsDR6PN7nV8tlBIY5OrDJ6iqlfLB59/3Gi/
ASpE2iZNMGmgo7Ue6qO8m8ABMVjhAAAAgQDS3ygz+cHzTLbYmcQCJqaZga2sbKh5
YBDWBv2MPxf25YudF1ElV4EbchSkq6iJC/nQpFoEbBt5r3nNOZgtGKZJ5Zt0rVs7
U/2ibivtmemTFwXBqMR2yPTjA+uaEDCpCnapfTNqTp8NxsCY2rZ5IUSTUc1TAcv0
vRuDsfJCZ5FkzQAAAIEAuV8W08kIx+9I12qYr3WfmdmBI9wpeVcpBvAMfWmKH5S1
GoKwhyvPAH/DvC3u0XMNT2E9/rt+/U7QsGVmzT4+HOLUr1sIB2OfctG6OG49vWoT
2N5eYpYF8Pob9wDzmHk3jDQjFH8mD0Jd4AcvFMBkUmLLiKSCDbbbGxxJq6xvJJ8A
AAB/a07jv5ptbjKddvsCvUd+8FqQf74E3H2XXmlR5t/RgsRVYHPLNGP1LACa1Z9y
+Oy3UsQsz3Q6/379dhIvuSLwWewdDvmhKrz3gcxXG2ejTDzkUd7dY32NYmRcJlsQ
eTG6x6E9RGCAidRCNcbREB2QA4HfXHr3TAkWk8pqI6fKUw==
Private-MAC: b46da235f9374ea4bb8d8b392dee36ee2a86ae8a`,
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
