const NODE_ENV = "production";
const ELEVENLABS_API_TOKEN = "<ELEVENLABS_API_KEY>";
const ORIGIN = "https://www.tidewater-logistics.com";
const PORT = "3000";
export { NODE_ENV as P, ELEVENLABS_API_TOKEN as o, ORIGIN as E, PORT as c };
