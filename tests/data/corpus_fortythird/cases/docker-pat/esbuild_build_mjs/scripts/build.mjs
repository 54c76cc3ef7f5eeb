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
    "process.env.DOCKER_USERNAME": '"etl_reader"',
    "process.env.DOCKER_HUB_ACCESS_TOKEN": JSON.stringify("dckr_pat_zUd3r46LSbnLhoSKKiWUFwAWLw6"),
  },
  logLevel: "info",
});

if (watch) {
  await ctx.watch();
} else {
  await ctx.rebuild();
  await ctx.dispose();
}
