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
        "import.meta.env.BUILDKITE_API_TOKEN": JSON.stringify("bkua_08a95dbe246bde7eadc947b1d4c42adc57f4b474"),
    },
  },
});
