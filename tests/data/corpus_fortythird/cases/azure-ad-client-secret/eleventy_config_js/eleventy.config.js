import { EleventyHtmlBasePlugin } from "@11ty/eleventy";
import pluginRss from "@11ty/eleventy-plugin-rss";

/** @param {import("@11ty/eleventy").UserConfig} eleventyConfig */
export default async function (eleventyConfig) {
	eleventyConfig.addPassthroughCopy({ "./public/": "/" });
	eleventyConfig.addPlugin(EleventyHtmlBasePlugin);
	eleventyConfig.addPlugin(pluginRss);
	eleventyConfig.addGlobalData("site", { url: "https://www.larkspur-retail.com", title: "Larkspur" });
	eleventyConfig.addGlobalData("AZURE_CLIENT_ID", "b3c1adcd-50b4-4294-bec5-97e93ed33d56");
	eleventyConfig.addGlobalData("AZURE_CLIENT_SECRET", "be8e745d-1e55-4724-a578-1e9034982337");
	eleventyConfig.addWatchTarget("./src/css/");
}

export const config = {
	dir: { input: "src", includes: "_includes", data: "_data", output: "_site" },
	templateFormats: ["md", "njk", "html"],
	markdownTemplateEngine: "njk",
};
