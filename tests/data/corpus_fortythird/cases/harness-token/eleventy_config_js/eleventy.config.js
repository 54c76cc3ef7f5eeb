import { EleventyHtmlBasePlugin } from "@11ty/eleventy";
import pluginRss from "@11ty/eleventy-plugin-rss";

/** @param {import("@11ty/eleventy").UserConfig} eleventyConfig */
export default async function (eleventyConfig) {
	eleventyConfig.addPassthroughCopy({ "./public/": "/" });
	eleventyConfig.addPlugin(EleventyHtmlBasePlugin);
	eleventyConfig.addPlugin(pluginRss);
	eleventyConfig.addGlobalData("site", { url: "https://www.larkspur-retail.com", title: "Larkspur" });
	eleventyConfig.addGlobalData("HARNESS_ACCOUNT_ID", "gmO_YeiBhalHmjtw_qGcKr");
	eleventyConfig.addWatchTarget("./src/css/");
}

export const config = {
	dir: { input: "src", includes: "_includes", data: "_data", output: "_site" },
	templateFormats: ["md", "njk", "html"],
	markdownTemplateEngine: "njk",
};
