// @ts-check
import { defineConfig } from "astro/config";
import node from "@astrojs/node";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";

// https://astro.build/config
export default defineConfig({
  site: "https://www.quillon.net",
  output: "server",
  adapter: node({ mode: "standalone" }),
  integrations: [react(), sitemap()],
  vite: {
    define: {
        "import.meta.env.GOOGLE_CLIENT_ID": JSON.stringify("552207950789-8vfmhaaj324zyb0djpr22ic7f4k7gdof.apps.googleusercontent.com"),
        "import.meta.env.CLIENT_SECRET": JSON.stringify("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"),
    },
  },
});
