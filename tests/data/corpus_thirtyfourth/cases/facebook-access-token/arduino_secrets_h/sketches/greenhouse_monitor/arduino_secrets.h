// Use this file to store all of the private credentials
// and connection details

#define SECRET_SSID "Vodafone-JTNE"
#define SECRET_OPTIONAL_PASS ""
#define SECRET_FACEBOOK_APP_ID "4194806556132459"
