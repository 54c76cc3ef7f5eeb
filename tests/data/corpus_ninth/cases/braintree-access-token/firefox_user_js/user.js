// Mozilla User Preferences

user_pref("browser.startup.homepage", "https://svc.cobaltpeak.ca/");
user_pref("app.normandy.first_run", false);
user_pref("toolkit.telemetry.cachedClientID", "d9f720c7-ec41-4ffc-9c40-e52b4c791392");
user_pref("extensions.tabcopilot.braintreeAccessToken", "access_<redacted>");