const NODE_ENV = "production";
const SHOPIFY_CLIENT_ID = "d4d220b99a6983f0fbf9a1794707cb81";
const AUTH_TOKEN = "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";
const ORIGIN = "https://www.fernhill-foods.com";
const PORT = "3000";
export { NODE_ENV as P, SHOPIFY_CLIENT_ID as C, AUTH_TOKEN as H, ORIGIN as a, PORT as c };
