const NODE_ENV = "production";
const SECRET = "glsa_dBSOmsQDavnhp4783U0jiI7zZZo04TJY_506fae3f";
const ORIGIN = "https://www.tidewater-logistics.com";
const PORT = "3000";
export { NODE_ENV as w, SECRET as b, ORIGIN as a, PORT as I };
