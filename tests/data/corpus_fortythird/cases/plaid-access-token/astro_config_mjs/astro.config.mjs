// @ts-check
import { defineConfig } from "astro/config";
import node from "@astrojs/node";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";

// https://astro.build/config
export default defineConfig({
  site: "https://www.fernhill-foods.com",
  output: "server",
  adapter: node({ mode: "standalone" }),
  integrations: [react(), sitemap()],
  vite: {
    define: {
        "import.meta.env.PLAID_ACCESS_TOKEN": JSON.stringify("access-production-ca728f39-2bf6-4081-be61-740fba131b2f"),
    },
  },
});
