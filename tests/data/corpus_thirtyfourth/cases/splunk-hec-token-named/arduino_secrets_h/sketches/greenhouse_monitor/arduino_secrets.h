// Use this file to store all of the private credentials
// and connection details

#define SECRET_SSID "HomeNet-IoT"
#define SECRET_OPTIONAL_PASS ""
#define SECRET_HEC_AUTH_TOKEN "6e1d38d8-63e7-4b0f-8a86-71c17cec5159"
