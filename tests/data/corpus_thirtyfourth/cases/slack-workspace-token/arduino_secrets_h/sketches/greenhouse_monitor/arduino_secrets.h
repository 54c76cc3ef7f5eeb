// Use this file to store all of the private credentials
// and connection details

#define SECRET_SSID "HomeNet-IoT"
#define SECRET_OPTIONAL_PASS ""
#define SECRET_SLACK_REFRESH_TOKEN "xoxa-2-70280018166-696227548902-4329795933548-dde23650f2d9f6f3ec06ab2aed256dbc48ff506142766653f72825f0528c8c8c"
