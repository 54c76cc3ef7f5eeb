const NODE_ENV = "production";
const GROQ_API_KEY = "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";
const ORIGIN = "https://www.larkspur-retail.com";
const PORT = "3000";
export { NODE_ENV as S, GROQ_API_KEY as c, ORIGIN as A, PORT as M };
