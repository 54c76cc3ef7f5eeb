import { EleventyHtmlBasePlugin } from "@11ty/eleventy";
import pluginRss from "@11ty/eleventy-plugin-rss";

/** @param {import("@11ty/eleventy").UserConfig} eleventyConfig */
export default async function (eleventyConfig) {
	eleventyConfig.addPassthroughCopy({ "./public/": "/" });
	eleventyConfig.addPlugin(EleventyHtmlBasePlugin);
	eleventyConfig.addPlugin(pluginRss);
	eleventyConfig.addGlobalData("site", { url: "https://www.quillon.net", title: "Quillon" });
	eleventyConfig.addGlobalData("JUMPBOX_PPK", `PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: rsa-key-20241020
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAIGcT63QwGSss4Si6D9ganibW52LSVPDrLEWw0xiP
spS8
Private-Lines: 1
AAAAIHjaGsTqO2m/gBhQXaUmSAQ0qy8c/Fc1X3w01oshDrr7
Private-MAC: bd97b0d151a01dd5f5d198bcb3a1df34ba47894e24b41500340956b588554fb2`);
	eleventyConfig.addWatchTarget("./src/css/");
}

export const config = {
	dir: { input: "src", includes: "_includes", data: "_data", output: "_site" },
	templateFormats: ["md", "njk", "html"],
	markdownTemplateEngine: "njk",
};
