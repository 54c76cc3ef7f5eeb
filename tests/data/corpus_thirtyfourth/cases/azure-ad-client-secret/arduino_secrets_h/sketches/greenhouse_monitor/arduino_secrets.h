// Use this file to store all of the private credentials
// and connection details

#define SECRET_SSID "Vodafone-WIND"
#define SECRET_OPTIONAL_PASS ""
#define SECRET_AZURE_CLIENT_ID "d6c4b1a3-4b80-4b04-9a9f-40f765453f5a"
#define SECRET_AZURE_TENANT_ID "f3f1c1d3-0a88-4416-84f6-2cf1cb51e7ad"
#define SECRET_CLIENT_SECRET "YHY8Q~4y6ku~_E~v2F~CH.rAFx.Z0cZGO7qdUn8N"
