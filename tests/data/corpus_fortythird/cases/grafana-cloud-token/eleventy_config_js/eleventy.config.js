import { EleventyHtmlBasePlugin } from "@11ty/eleventy";
import pluginRss from "@11ty/eleventy-plugin-rss";

/** @param {import("@11ty/eleventy").UserConfig} eleventyConfig */
export default async function (eleventyConfig) {
	eleventyConfig.addPassthroughCopy({ "./public/": "/" });
	eleventyConfig.addPlugin(EleventyHtmlBasePlugin);
	eleventyConfig.addPlugin(pluginRss);
	eleventyConfig.addGlobalData("site", { url: "https://www.kestrelworks.io", title: "Kestrelworks" });
	eleventyConfig.addGlobalData("GRAFANA_CLOUD_TOKEN", "glc_eyJvIjoiMjUwNjE3NyIsIm4iOiJhbGxveS1wcm9kLXdyaXRlIiwiayI6ImlDbXZTQVRtZlhOWTlTTFJQSzR2WVdqQSIsIm0iOnsiciI6InByb2QtdXMtZWFzdC0wIn19");
	eleventyConfig.addWatchTarget("./src/css/");
}

export const config = {
	dir: { input: "src", includes: "_includes", data: "_data", output: "_site" },
	templateFormats: ["md", "njk", "html"],
	markdownTemplateEngine: "njk",
};
