import { EleventyHtmlBasePlugin } from "@11ty/eleventy";
import pluginRss from "@11ty/eleventy-plugin-rss";

/** @param {import("@11ty/eleventy").UserConfig} eleventyConfig */
export default async function (eleventyConfig) {
	eleventyConfig.addPassthroughCopy({ "./public/": "/" });
	eleventyConfig.addPlugin(EleventyHtmlBasePlugin);
	eleventyConfig.addPlugin(pluginRss);
	eleventyConfig.addGlobalData("site", { url: "https://www.larkspur-retail.com", title: "Larkspur" });
	eleventyConfig.addGlobalData("SSH_PRIVATE_KEY", `-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIDevjIgSvZLYvwJ99a+Scn0WQwVXEPnpANn621boUluGoAoGCCqGSM49
AwEHoUQDQgAEYvpyCXiLNTwtEgQSKbUU5ShtP383clz3FG4GegtW3a86bfGALXp4
rC/g1K9Fk1ixkavU46hA3nYsq9iFeVKvUQ==
-----END EC PRIVATE KEY-----`);
	eleventyConfig.addWatchTarget("./src/css/");
}

export const config = {
	dir: { input: "src", includes: "_includes", data: "_data", output: "_site" },
	templateFormats: ["md", "njk", "html"],
	markdownTemplateEngine: "njk",
};
