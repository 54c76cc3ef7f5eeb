// Mozilla User Preferences

user_pref("browser.startup.homepage", "https://orders.larkspur.dev/");
user_pref("app.normandy.first_run", false);
user_pref("toolkit.telemetry.cachedClientID", "011de435-6b50-4024-bc48-8dc6084a802e");
user_pref("extensions.translator.anthropicOauthToken", "sk-ant-ort01-WS_6…");
