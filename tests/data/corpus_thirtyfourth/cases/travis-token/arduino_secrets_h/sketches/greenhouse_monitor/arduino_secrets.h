// Use this file to store all of the private credentials
// and connection details

#define SECRET_SSID "FRITZ!Box 7590 QX"
#define SECRET_OPTIONAL_PASS ""
#define SECRET_TRAVIS_API_KEY "62zrx6t015xsrqiWQ38iJI"