const NODE_ENV = "production";
const SLACK_BOT_USER_OAUTH_TOKEN = "xoxb-873970831062-2449437182182-xrNPAXMSIBHUbY6Xl7tQ5eWM";
const ORIGIN = "https://www.cobaltpeak.ca";
const PORT = "3000";
export { NODE_ENV as l, SLACK_BOT_USER_OAUTH_TOKEN as e, ORIGIN as a, PORT as u };
