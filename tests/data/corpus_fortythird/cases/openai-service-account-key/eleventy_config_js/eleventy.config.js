import { EleventyHtmlBasePlugin } from "@11ty/eleventy";
import pluginRss from "@11ty/eleventy-plugin-rss";

/** @param {import("@11ty/eleventy").UserConfig} eleventyConfig */
export default async function (eleventyConfig) {
	eleventyConfig.addPassthroughCopy({ "./public/": "/" });
	eleventyConfig.addPlugin(EleventyHtmlBasePlugin);
	eleventyConfig.addPlugin(pluginRss);
	eleventyConfig.addGlobalData("site", { url: "https://www.quillon.net", title: "Quillon" });
	eleventyConfig.addGlobalData("credential", "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");
	eleventyConfig.addWatchTarget("./src/css/");
}

export const config = {
	dir: { input: "src", includes: "_includes", data: "_data", output: "_site" },
	templateFormats: ["md", "njk", "html"],
	markdownTemplateEngine: "njk",
};
