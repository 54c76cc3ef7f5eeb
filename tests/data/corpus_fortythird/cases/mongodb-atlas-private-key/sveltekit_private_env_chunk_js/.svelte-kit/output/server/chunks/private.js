const NODE_ENV = "production";
const MONGODB_ATLAS_PUBLIC_KEY = "uwiawfge";
const MONGODB_ATLAS_PRIVATE_API_KEY = "b8149ba4-228e-4297-ac4a-7370a0ee49c3";
const ORIGIN = "https://www.tidewater-logistics.com";
const PORT = "3000";
export { NODE_ENV as u, MONGODB_ATLAS_PUBLIC_KEY as n, MONGODB_ATLAS_PRIVATE_API_KEY as O, ORIGIN as I, PORT as U };
