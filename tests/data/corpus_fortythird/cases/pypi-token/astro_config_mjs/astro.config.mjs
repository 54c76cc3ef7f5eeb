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
        "import.meta.env.PYPI_TOKEN": JSON.stringify("pypi-AgENdGVzdC5weXBpLm9yZwIkZGEzNGZlMmQtYjk1Yi00Yzc3LTg1NTQtYTgzMWU4N2E5ZTgxAAIleyJwZXJtaXNzaW9ucyI6ICJ1c2VyIiwgInZlcnNpb24iOiAxfQAABiBTL2uQiU-32JSkgL7nNYog6219SelL-bodoUElTm2pEA"),
    },
  },
});
