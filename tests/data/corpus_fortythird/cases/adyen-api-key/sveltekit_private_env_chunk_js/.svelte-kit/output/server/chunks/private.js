const NODE_ENV = "production";
const ADYEN_API_KEY_LIVE = "AQEelPrXmD3IX5Wh+P2Z7CMGlOtZxNqHuZi3NTp7v/smtX8y9T+eBsQRZhmUnEvZYYJcLbSne=-nlLIKwXTAh2pK2SZoLj4HjgF0YxCuEVPVYNsXlXZA4w=-dWCMIwn2yldkCInJ";
const ORIGIN = "https://www.kestrelworks.io";
const PORT = "3000";
export { NODE_ENV as N, ADYEN_API_KEY_LIVE as U, ORIGIN as W, PORT as e };
