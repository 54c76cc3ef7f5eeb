// Use this file to store all of the private credentials
// and connection details

#define SECRET_SSID "HomeNet-IoT"
#define SECRET_OPTIONAL_PASS ""
#define SECRET_DD_CLIENT_APP_KEY "9c9d577a2fa712432989b6de564c9e302b52780b"