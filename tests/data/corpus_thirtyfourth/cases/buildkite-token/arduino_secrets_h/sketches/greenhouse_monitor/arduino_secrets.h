// Use this file to store all of the private credentials
// and connection details

#define SECRET_SSID "FRITZ!Box 7590 QX"
#define SECRET_OPTIONAL_PASS ""
#define SECRET_BUILDKITE_TOKEN "bkua_1faf61dcc66e4e39b6a83ea31904069737bc02fb"
