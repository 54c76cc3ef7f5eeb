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
        "import.meta.env.AIRTABLE_TOKEN": JSON.stringify("patWFNvlIoxPR6QnQ.aedf844f3317f8e8d70c3cf4830dcb63b643b627852a5d5d7dc25b74a68c06b9"),
    },
  },
});
