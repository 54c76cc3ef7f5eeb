const NODE_ENV = "production";
const NGROK_AUTHTOKEN = "2tISD4NXDpgLCSdt66DI9NnlN49_3UoYKCGT7LfnlfKfgElMr";
const ORIGIN = "https://www.kestrelworks.io";
const PORT = "3000";
export { NODE_ENV as T, NGROK_AUTHTOKEN as Z, ORIGIN as g, PORT as z };
