// Use this file to store all of the private credentials
// and connection details

#define SECRET_SSID "Vodafone-WBXH"
#define SECRET_OPTIONAL_PASS ""
#define SECRET_AUTH0_CLIENT_ID "nyZiWPNZQwDj1T88EmWbMMIG4NDV76aC"
#define SECRET_AUTH0_DOMAIN "kestrelworks.us.auth0.com"
#define SECRET_AUTH0_API_CLIENT_SECRET "J8pmqgatak9cDXgOU8G96xPP4FstCdTK4M7pCOM8zqFReCPeGQrFxNxxOW2tUy-R"
