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
        "import.meta.env.NEON_API_KEY": JSON.stringify("napi_lppu2sf0u35r2plteg68ftw82t7td1e9vpcjr8z173p3ccsl13a5ujn8xier2hm9"),
    },
  },
});
