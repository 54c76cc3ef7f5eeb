import { EleventyHtmlBasePlugin } from "@11ty/eleventy";
import pluginRss from "@11ty/eleventy-plugin-rss";

/** @param {import("@11ty/eleventy").UserConfig} eleventyConfig */
export default async function (eleventyConfig) {
	eleventyConfig.addPassthroughCopy({ "./public/": "/" });
	eleventyConfig.addPlugin(EleventyHtmlBasePlugin);
	eleventyConfig.addPlugin(pluginRss);
	eleventyConfig.addGlobalData("site", { url: "https://www.fernhill-foods.com", title: "Fernhill" });
	eleventyConfig.addGlobalData("TWILIO_ACCOUNT_SID", "ACbcd126d628142f2b818d9a20e2aa00e5");
	eleventyConfig.addGlobalData("TWILIO_AUTHTOKEN", "25b656c3e3e0e7e4595deaa6821c1b5c");
	eleventyConfig.addWatchTarget("./src/css/");
}

export const config = {
	dir: { input: "src", includes: "_includes", data: "_data", output: "_site" },
	templateFormats: ["md", "njk", "html"],
	markdownTemplateEngine: "njk",
};
