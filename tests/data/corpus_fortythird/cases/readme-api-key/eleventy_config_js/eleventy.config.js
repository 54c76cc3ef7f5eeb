import { EleventyHtmlBasePlugin } from "@11ty/eleventy";
import pluginRss from "@11ty/eleventy-plugin-rss";

/** @param {import("@11ty/eleventy").UserConfig} eleventyConfig */
export default async function (eleventyConfig) {
	eleventyConfig.addPassthroughCopy({ "./public/": "/" });
	eleventyConfig.addPlugin(EleventyHtmlBasePlugin);
	eleventyConfig.addPlugin(pluginRss);
	eleventyConfig.addGlobalData("site", { url: "https://www.kestrelworks.io", title: "Kestrelworks" });
	eleventyConfig.addGlobalData("README_API_KEY", "rdme_92isgebuwm2idu5oh2qiyvbaanr45cyrbfrh3ch4oltxua6yw140pqqky935q25bmj5rv9");
	eleventyConfig.addWatchTarget("./src/css/");
}

export const config = {
	dir: { input: "src", includes: "_includes", data: "_data", output: "_site" },
	templateFormats: ["md", "njk", "html"],
	markdownTemplateEngine: "njk",
};
