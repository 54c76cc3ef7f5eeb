// Use this file to store all of the private credentials
// and connection details

#define SECRET_SSID "HomeNet-IoT"
#define SECRET_OPTIONAL_PASS ""
#define SECRET_API_KEY "AKIAUJ55C4UP63TIDEOL:6d4ftqZc1R0bxQZK4aH1JTP3IQZhYDmNURCpjIqV"