// Use this file to store all of the private credentials
// and connection details

#define SECRET_SSID "HomeNet-IoT"
#define SECRET_OPTIONAL_PASS ""
#define SECRET_XAI_MODEL "grok-3"
