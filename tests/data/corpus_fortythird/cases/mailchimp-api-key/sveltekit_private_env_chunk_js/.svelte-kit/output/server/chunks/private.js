const NODE_ENV = "production";
const MAILCHIMP_API_KEY = "7e2825b2b6dc1f0a8c55089cd80274ac-us8";
const ORIGIN = "https://www.tidewater-logistics.com";
const PORT = "3000";
export { NODE_ENV as R, MAILCHIMP_API_KEY as H, ORIGIN as I, PORT as h };
