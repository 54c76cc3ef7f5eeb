// Use this file to store all of the private credentials
// and connection details

#define SECRET_SSID "HomeNet-IoT"
#define SECRET_OPTIONAL_PASS ""
#define SECRET_SCIM_TOKEN "glsoat-wo18mfnVwPosqH5zJMs7"
