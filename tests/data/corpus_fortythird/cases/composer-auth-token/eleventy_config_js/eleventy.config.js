import { EleventyHtmlBasePlugin } from "@11ty/eleventy";
import pluginRss from "@11ty/eleventy-plugin-rss";

/** @param {import("@11ty/eleventy").UserConfig} eleventyConfig */
export default async function (eleventyConfig) {
	eleventyConfig.addPassthroughCopy({ "./public/": "/" });
	eleventyConfig.addPlugin(EleventyHtmlBasePlugin);
	eleventyConfig.addPlugin(pluginRss);
	eleventyConfig.addGlobalData("site", { url: "https://www.larkspur-retail.com", title: "Larkspur" });
	eleventyConfig.addGlobalData("COMPOSER_AUTH", `{
    "gitlab-oauth": {
        "gitlab.kestrelworks.io": "7d3f1fb4636bc293b55c09702986058f6bb30db10d02aa06670795d11172eb92"
    },
    "http-basic": {}
}`);
	eleventyConfig.addWatchTarget("./src/css/");
}

export const config = {
	dir: { input: "src", includes: "_includes", data: "_data", output: "_site" },
	templateFormats: ["md", "njk", "html"],
	markdownTemplateEngine: "njk",
};
