// Use this file to store all of the private credentials
// and connection details

#define SECRET_SSID "HomeNet-IoT"
#define SECRET_OPTIONAL_PASS ""
#define SECRET_SENTRY_ORG_AUTH_TOKEN "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"