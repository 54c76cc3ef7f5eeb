// @ts-check
import { defineConfig } from "astro/config";
import node from "@astrojs/node";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";

// https://astro.build/config
export default defineConfig({
  site: "https://www.kestrelworks.io",
  output: "server",
  adapter: node({ mode: "standalone" }),
  integrations: [react(), sitemap()],
  vite: {
    define: {
        "import.meta.env.GRAFANA_SERVICE_ACCOUNT_TOKEN": JSON.stringify("glsa_aja89QAEUPco50GwG790VnQXXeZAVAYE_280e2aec"),
    },
  },
});
