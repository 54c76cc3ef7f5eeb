// Use this file to store all of the private credentials
// and connection details

#define SECRET_SSID "Vodafone-QLKP"
#define SECRET_OPTIONAL_PASS ""
#define SECRET_FLUTTERWAVE_PUBLIC_KEY "FLWPUBK-ae16d0e8af42506a98e3cccb7ab36caa-X"
