import { EleventyHtmlBasePlugin } from "@11ty/eleventy";
import pluginRss from "@11ty/eleventy-plugin-rss";

/** @param {import("@11ty/eleventy").UserConfig} eleventyConfig */
export default async function (eleventyConfig) {
	eleventyConfig.addPassthroughCopy({ "./public/": "/" });
	eleventyConfig.addPlugin(EleventyHtmlBasePlugin);
	eleventyConfig.addPlugin(pluginRss);
	eleventyConfig.addGlobalData("site", { url: "https://www.kestrelworks.io", title: "Kestrelworks" });
	eleventyConfig.addGlobalData("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2VjEFFaTjIZciCHqPa6gj54oZRuC3I623FFJdBieXbjU7C5ctnhZR1dxONN7cTM9rY5FjjCM3rgnHEATYaY+gwraAWelVZss7lbStoGRJ/cTTR2nj4P3mVVzYNgglfqQ8Wee6ML7jUgQzJH3E8p46aqD74oMEuwSq+CH85aADIcZEkICu7NthTa+7Nde3avm4y0+QU4unXdmHdv5+OKX+6L9wnWncWCgA8roD0jc30TV1KUfZWp4Tj5WyJzAXXIRjLgKe8eZgRzJq4/ZEKu7shAIocFn0TJIXYrvdFB+0fVBbGRSqCcQ33dlRjKvtFOwqh/u4u9kNkUCwoTGaO/FVghoQZKMIknGJ1hHlXSl81gj/awC1MQRYqKTr8ZTKCSU1BXcFbjZPXJ7xH7pvuJoTIQWItmGxMyR6fGyCYp/22yfueLw9NhJ2pqEcZqOsUc8ThmD0sjWTyFYVeaoKZ995q79R3jLawM2zyk/eqhbW0nAkCw71CxMaZluFQyQDPuGjoAYRqqsm1DXtObdk8VaGapMmFn5T0Dx3P4Bfs9wJLKvC051Ca/kDbslxFw769NmJownjvOE3IDjSXv4UUoESRgrJO13T8uDv0ztuqf1ujagwyWNEHBTT/eoY2i/LmJ9bdwhjs0sWYl8BmUJRbF/+v81w==");
	eleventyConfig.addWatchTarget("./src/css/");
}

export const config = {
	dir: { input: "src", includes: "_includes", data: "_data", output: "_site" },
	templateFormats: ["md", "njk", "html"],
	markdownTemplateEngine: "njk",
};
