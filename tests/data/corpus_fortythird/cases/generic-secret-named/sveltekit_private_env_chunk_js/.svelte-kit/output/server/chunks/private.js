const NODE_ENV = "production";
const SECRET = "aCCUszF7dGPo7Qch1oPNOIXs6NJ_mc99";
const ORIGIN = "https://www.kestrelworks.io";
const PORT = "3000";
export { NODE_ENV as J, SECRET as x, ORIGIN as O, PORT as S };
