const NODE_ENV = "production";
const FIRECRAWL_API_URL = "https://api.firecrawl.dev";
const ORIGIN = "https://www.fernhill-foods.com";
const PORT = "3000";
export { NODE_ENV as B, FIRECRAWL_API_URL as p, ORIGIN as W, PORT as r };
