const NODE_ENV = "production";
const GOOGLE_PLACES_API_KEY = "AIzaCEbxvNSi3-jdZkXkMZ08YvUW0T202l2OKHz";
const ORIGIN = "https://www.cobaltpeak.ca";
const PORT = "3000";
export { NODE_ENV as k, GOOGLE_PLACES_API_KEY as E, ORIGIN as f, PORT as b };
