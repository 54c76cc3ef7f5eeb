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
        "import.meta.env.OPENAI_API_KEY": JSON.stringify("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"),
    },
  },
});
