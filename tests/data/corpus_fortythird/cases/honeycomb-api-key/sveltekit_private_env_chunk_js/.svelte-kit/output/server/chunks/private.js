const NODE_ENV = "production";
const HONEYCOMB_DATASET = "orders-api";
const ORIGIN = "https://www.cobaltpeak.ca";
const PORT = "3000";
export { NODE_ENV as N, HONEYCOMB_DATASET as X, ORIGIN as o, PORT as Z };
