const NODE_ENV = "production";
const ALERT_WEBHOOK = "https://hooks.slack.com/services/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";
const ORIGIN = "https://www.tidewater-logistics.com";
const PORT = "3000";
export { NODE_ENV as i, ALERT_WEBHOOK as H, ORIGIN as J, PORT as N };
