// Use this file to store all of the private credentials
// and connection details

#define SECRET_SSID "HomeNet-IoT"
#define SECRET_OPTIONAL_PASS ""
#define SECRET_SUPABASE_PUBLISHABLE_KEY "sb_publishable_UflT3t8taBdf3D3GQdMdg6_K9sOTBAY"
