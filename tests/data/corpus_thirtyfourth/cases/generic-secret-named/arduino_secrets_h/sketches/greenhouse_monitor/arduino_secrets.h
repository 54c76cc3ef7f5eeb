// Use this file to store all of the private credentials
// and connection details

#define SECRET_SSID "Vodafone-TBXN"
#define SECRET_OPTIONAL_PASS ""
#define SECRET_PRIVATE_KEY "6hul8sv82w7MYbTkggNqCsWJA-MGerxe"
