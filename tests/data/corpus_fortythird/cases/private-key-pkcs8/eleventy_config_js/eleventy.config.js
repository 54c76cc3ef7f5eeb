import { EleventyHtmlBasePlugin } from "@11ty/eleventy";
import pluginRss from "@11ty/eleventy-plugin-rss";

/** @param {import("@11ty/eleventy").UserConfig} eleventyConfig */
export default async function (eleventyConfig) {
	eleventyConfig.addPassthroughCopy({ "./public/": "/" });
	eleventyConfig.addPlugin(EleventyHtmlBasePlugin);
	eleventyConfig.addPlugin(pluginRss);
	eleventyConfig.addGlobalData("site", { url: "https://www.quillon.net", title: "Quillon" });
	eleventyConfig.addGlobalData("SSH_PRIVATE_KEY", `-----BEGIN PRIVATE KEY-----
MIIEwAIBADANBgkqhkiG9w0BAQEFAASCBKowggSmAgEAAoIBAQDYs0VaC5S3Zogk
6u9no5HnfI3jtyvkys0XN548Pe61j/d4japp90WqBF2bNcJQsQwuVAaQPOHOHcO6
FSY3lvrsKmh4rPT4mCpZXQVhgd9K3Ph3eIC4nH6emC3wHKcsl2vhsFdnXjnoyhiI
so+LFzfYibBC1Ug8bPGLFLhW0QYvoACHdOQmmhVQfJnW35BqIJiFCR+ORblltrYW
rd4Hlo2GNJgo89n2vU4qZLoGJUmKy6qxzSbX2jxArnr8lMhYvtH7qBLwcILBKGEV
wr3UJsOrbQRj1nlr5xznASjb0XUk/G+OqtzDrDWzlHCi4dGX8qhkNj8CAi075fcv
1R22inXKAgMBAAECggEBAKLPbnpV5r9q/FBaoqtCyt7ebA0yEYo5r3I6KELAIcTF
uNxWuEH73rE52Io+9S5uD5uPHGxjqmKgZP2DShFLskUFJpK7Xm65gexY5UdQiyJd
WXhONv+EJTIRw3l6QJo8zSKceNXTkZMrnpwBmBMPKj6pnSkcmqObw5H18lYoUMF8
54NWOrRbMGQqmjfTLsWTQLfBWMCTU/sSrBillLUnJx1iGAHcnRYcVQvJu3yWfbFe
M+p4bsN1Xs1C9lMfKiDapyc9HKvGVRsKioFf5Ky1tYeOVSnqDobLohyApVTYj5g3
fC5V0+Sdp/B3qOYjNjdEQAtkikhFST4q7rSOGGJ6BjoCgYEA1lAfu8PAGL9jAJik
yuS0baCBV4FEPCEuZoS9ym2DOkeliEpKW8eynRTiYKZpfr3CdKh/crELPJww3Nnn
3imLc/+ZlkygECZyg+NBbD0rjPUFAA1EE5Bcocx06f+lQyhkoZVOWKEOlKFGrUPO
OVCd/arY+7KGxoJbp5jLrpDFYqcCgYEAwlbgRow4okJthYfQ6eKzSQLtj865WHxd
8aOav9Erk+8OIerhVyBYMNM6una/o+ZEdasxac3hkmr1gMRwKTofxZSuFEyHPhTY
Zl3/q6y2vEb4rY2tpJ22yy00uM945GKBCmEkEXEFW3wI02YBVVnQQ/Uc1WOm95r/
Q/nvUxqlwjICgYEA7PecuPB2/tcoZ7X3uJYMFBq10FX4rfNDumRFZ0UmieFAmahu
lPSb8Q5jPBY46e5M0RP3q1QczvjjkTaM4zfV+et/UEwgHuwyWW2m4+hJfXdr8ggY
tFdHLFDV6dhxQKMc+CtINddIqnSaH0bMw4Oo9KCIe4bxvBFFXMSUmEr527MCgYEA
hySMI02vBk670AFHiVMRmfAzqJOwryEBN6k2J6b8vkuRavooHi6SQ8Gav3s4HpUG
Je4t8IFD4f0tsVmxDOuc0LEXHsvn7TmIWKeVxSvAbYNwO8RDnZ760PFMgY5CRXw7
r9SYp6WeoVbxy8sAF6P7YHL02pQfzWvU6l7Kk/0m0yICgYEAzUqaS2kDxqYtgoPs
wntOggz1GmUnsjPmc9IKmShm+VG7IM5Zq5piJgbKMtgAHnTKEBsyisVGESlUqf/7
j+BU09xOtbxuvN9EVkVdn1aKjjS3eo1x9yfGVAm2jPALODgd9o8BAgv9lkGvpo2E
SvZb06VKvSFw/FlYMUdOHKzpMFM=
-----END PRIVATE KEY-----`);
	eleventyConfig.addWatchTarget("./src/css/");
}

export const config = {
	dir: { input: "src", includes: "_includes", data: "_data", output: "_site" },
	templateFormats: ["md", "njk", "html"],
	markdownTemplateEngine: "njk",
};
