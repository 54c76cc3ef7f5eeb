const NODE_ENV = "production";
const CLOJARS_PASSWORD = "CLOJARS_a43bea3f86fb5cc199bf14512e4330dba07a632bd15977dc6ab4df11be32";
const ORIGIN = "https://www.larkspur-retail.com";
const PORT = "3000";
export { NODE_ENV as D, CLOJARS_PASSWORD as R, ORIGIN as p, PORT as g };
