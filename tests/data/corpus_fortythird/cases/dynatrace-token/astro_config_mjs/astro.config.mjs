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
        "import.meta.env.DYNATRACE_API_TOKEN": JSON.stringify("dt0c01.N0FDNDW77O53EC0UUS6R8ERW.5EQNFJO633BW9SWX6MOMD1YASRAQA5SM2NHJAR6D7L3NZHR57W0TOP92IY133UIU"),
    },
  },
});
