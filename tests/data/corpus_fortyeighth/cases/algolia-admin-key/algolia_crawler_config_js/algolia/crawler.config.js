new Crawler({
  appId: "2S8DOICWGA",
  apiKey: "12462f5e0b01c5212330cd0eabc02a93",
  rateLimit: 8,
  maxDepth: 10,
  startUrls: ["https://docs.cobaltpeak-news.ca/"],
  sitemaps: ["https://docs.cobaltpeak-news.ca/sitemap.xml"],
  discoveryPatterns: ["https://docs.cobaltpeak-news.ca/**"],
  schedule: "at 02:00 on Monday",
  actions: [
    {
      indexName: "cobaltpeak_docs",
      pathsToMatch: ["https://docs.cobaltpeak-news.ca/**"],
      recordExtractor: ({ $, helpers }) => {
        return helpers.docsearch({
          recordProps: {
            lvl0: { selectors: "", defaultValue: "Documentation" },
            lvl1: ["header h1", "article h1"],
            lvl2: "article h2",
            lvl3: "article h3",
            content: "article p, article li",
          },
          indexHeadings: true,
        });
      },
    },
  ],
  initialIndexSettings: {
    "cobaltpeak_docs": {
      attributesForFaceting: ["type", "lang", "version"],
      distinct: true,
      attributeForDistinct: "url",
    },
  },
});
