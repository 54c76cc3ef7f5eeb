import { EleventyHtmlBasePlugin } from "@11ty/eleventy";
import pluginRss from "@11ty/eleventy-plugin-rss";

/** @param {import("@11ty/eleventy").UserConfig} eleventyConfig */
export default async function (eleventyConfig) {
	eleventyConfig.addPassthroughCopy({ "./public/": "/" });
	eleventyConfig.addPlugin(EleventyHtmlBasePlugin);
	eleventyConfig.addPlugin(pluginRss);
	eleventyConfig.addGlobalData("site", { url: "https://www.kestrelworks.io", title: "Kestrelworks" });
	eleventyConfig.addGlobalData("LANGFUSE_PUBLIC_KEY", "pk-lf-43fed873-d30e-450e-ac22-bdca3cbc8115");
	eleventyConfig.addGlobalData("langfuseSecretKey", "sk-lf-07f4d24e-3ec9-4cbe-8f86-13a0410ac23a");
	eleventyConfig.addWatchTarget("./src/css/");
}

export const config = {
	dir: { input: "src", includes: "_includes", data: "_data", output: "_site" },
	templateFormats: ["md", "njk", "html"],
	markdownTemplateEngine: "njk",
};
