const NODE_ENV = "production";
const NETLIFY_AUTH_TOKEN = "nfp_hOcU7L8SxQX8VMvBPAIvvI7bKe8FLO84mtSi";
const ORIGIN = "https://www.fernhill-foods.com";
const PORT = "3000";
export { NODE_ENV as n, NETLIFY_AUTH_TOKEN as o, ORIGIN as S, PORT as I };
