const NODE_ENV = "production";
const NPM_AUTH_TOKEN = "36e••••••••••••";
const ORIGIN = "https://www.cobaltpeak.ca";
const PORT = "3000";
export { NODE_ENV as R, NPM_AUTH_TOKEN as c, ORIGIN as G, PORT as m };
