// @ts-check
import { defineConfig } from "astro/config";
import node from "@astrojs/node";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";

// https://astro.build/config
export default defineConfig({
  site: "https://www.larkspur-retail.com",
  output: "server",
  adapter: node({ mode: "standalone" }),
  integrations: [react(), sitemap()],
  vite: {
    define: {
        "import.meta.env.NOTION_TOKEN": JSON.stringify("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"),
    },
  },
});
