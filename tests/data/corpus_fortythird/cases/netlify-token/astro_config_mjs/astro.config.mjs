// @ts-check
import { defineConfig } from "astro/config";
import node from "@astrojs/node";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";

// https://astro.build/config
export default defineConfig({
  site: "https://www.tidewater-logistics.com",
  output: "server",
  adapter: node({ mode: "standalone" }),
  integrations: [react(), sitemap()],
  vite: {
    define: {
        "import.meta.env.NETLIFY_AUTH_TOKEN": JSON.stringify("nfp_aUAJvVG3WYhU7RBvQWLLAKX01HMM93Vai9Kk"),
    },
  },
});
