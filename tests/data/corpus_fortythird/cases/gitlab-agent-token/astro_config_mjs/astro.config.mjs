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
        "import.meta.env.AGENT_TOKEN": JSON.stringify("glagent-K-uMXEUbU6D1rxMgkrl20Lz7opAapKPj30p7WZ1TmjCFgxAD5V"),
    },
  },
});
