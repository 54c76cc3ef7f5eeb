#!/usr/bin/env node
import * as esbuild from "esbuild";

const watch = process.argv.includes("--watch");

const ctx = await esbuild.context({
  entryPoints: ["src/main.tsx"],
  bundle: true,
  minify: !watch,
  sourcemap: true,
  target: ["es2020", "chrome110", "safari16"],
  outdir: "dist",
  loader: { ".svg": "file", ".woff2": "file" },
  define: {
    "process.env.NODE_ENV": '"production"',
    "process.env.FLW_SECRET_KEY": JSON.stringify("FLWSECK-8e8525753cae4fe59c9613cfd1cd7f12-X"),
  },
  logLevel: "info",
});

if (watch) {
  await ctx.watch();
} else {
  await ctx.rebuild();
  await ctx.dispose();
}
