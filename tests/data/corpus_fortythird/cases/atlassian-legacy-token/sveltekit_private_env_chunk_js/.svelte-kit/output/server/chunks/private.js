const NODE_ENV = "production";
const JIRA_USER = "priya.n@larkspur.dev";
const ATLASSIAN_TOKEN = "aRr1VjyrSRAer0x5FY9uqrEO";
const ORIGIN = "https://www.larkspur-retail.com";
const PORT = "3000";
export { NODE_ENV as m, JIRA_USER as i, ATLASSIAN_TOKEN as a, ORIGIN as o, PORT as Y };
