// @ts-check
import { defineConfig } from "astro/config";
import node from "@astrojs/node";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";

// https://astro.build/config
export default defineConfig({
  site: "https://www.cobaltpeak.ca",
  output: "server",
  adapter: node({ mode: "standalone" }),
  integrations: [react(), sitemap()],
  vite: {
    define: {
        "import.meta.env.GH_USER_ACCESS_TOKEN": JSON.stringify("ghu_J2gy3fGt7j4eLjv5sRu5fuLvMBA4OD1VSVS5"),
    },
  },
});
