import { EleventyHtmlBasePlugin } from "@11ty/eleventy";
import pluginRss from "@11ty/eleventy-plugin-rss";

/** @param {import("@11ty/eleventy").UserConfig} eleventyConfig */
export default async function (eleventyConfig) {
	eleventyConfig.addPassthroughCopy({ "./public/": "/" });
	eleventyConfig.addPlugin(EleventyHtmlBasePlugin);
	eleventyConfig.addPlugin(pluginRss);
	eleventyConfig.addGlobalData("site", { url: "https://www.cobaltpeak.ca", title: "Cobaltpeak" });
	eleventyConfig.addGlobalData("MYSQL_DEFAULTS_FILE", `
[mysqld]
bind-address=0.0.0.0
max_connections=500

[mysqldump]
user=priya.n
password="Cu%bn%gqR1P%7Ul4C"
host=db.kestrelworks.io
port=3306`);
	eleventyConfig.addWatchTarget("./src/css/");
}

export const config = {
	dir: { input: "src", includes: "_includes", data: "_data", output: "_site" },
	templateFormats: ["md", "njk", "html"],
	markdownTemplateEngine: "njk",
};
