const NODE_ENV = "production";
const JFROG_URL = "https://larkspur.jfrog.io";
const ORIGIN = "https://www.fernhill-foods.com";
const PORT = "3000";
export { NODE_ENV as x, JFROG_URL as a, ORIGIN as R, PORT as Q };
