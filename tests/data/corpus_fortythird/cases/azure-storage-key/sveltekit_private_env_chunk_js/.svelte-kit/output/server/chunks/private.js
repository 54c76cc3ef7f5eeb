const NODE_ENV = "production";
const AZURE_WEB_JOBS_STORAGE = "DefaultEndpointsProtocol=https;AccountName=nwlogs01g0i;AccountKey=P1weBtJO8McUlGlZjaf4IdLAV7wFwHXMtB33XFPFoh187x4p8+e+umjiSX626ERm2DGoARvze9hgrllkiCVFzg==;EndpointSuffix=core.windows.net";
const ORIGIN = "https://www.fernhill-foods.com";
const PORT = "3000";
export { NODE_ENV as V, AZURE_WEB_JOBS_STORAGE as h, ORIGIN as O, PORT as e };
