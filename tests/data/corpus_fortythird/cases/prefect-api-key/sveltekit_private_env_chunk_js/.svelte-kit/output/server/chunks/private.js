const NODE_ENV = "production";
const PREFECT_API_KEY = "pnu_asp0MnkRJN8DnFCBKPLO9PTkb9y1HJLNw2id";
const ORIGIN = "https://www.quillon.net";
const PORT = "3000";
export { NODE_ENV as S, PREFECT_API_KEY as o, ORIGIN as W, PORT as A };
