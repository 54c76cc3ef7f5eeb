const NODE_ENV = "production";
const GITLAB_INCOMING_MAIL_TOKEN = "glimt-wTBmIjQ-UeHpsQPqwcZL3iODd";
const ORIGIN = "https://www.quillon.net";
const PORT = "3000";
export { NODE_ENV as M, GITLAB_INCOMING_MAIL_TOKEN as l, ORIGIN as J, PORT as P };
