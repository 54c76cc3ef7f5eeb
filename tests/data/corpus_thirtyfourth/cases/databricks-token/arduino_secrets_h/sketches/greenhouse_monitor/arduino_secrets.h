// Use this file to store all of the private credentials
// and connection details

#define SECRET_SSID "FRITZ!Box 7590 QX"
#define SECRET_OPTIONAL_PASS ""
#define SECRET_DATABRICKS_TOKEN "dapi894f4215b71426e9e34ba697b5fb6230"
