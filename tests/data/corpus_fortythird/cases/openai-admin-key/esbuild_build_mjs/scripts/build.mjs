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
    "process.env.OPENAI_ADMIN_KEY": JSON.stringify("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"),
  },
  logLevel: "info",
});

if (watch) {
  await ctx.watch();
} else {
  await ctx.rebuild();
  await ctx.dispose();
}
