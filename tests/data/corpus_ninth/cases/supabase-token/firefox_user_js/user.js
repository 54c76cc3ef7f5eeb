// Mozilla User Preferences

user_pref("browser.startup.homepage", "https://orders.larkspur.dev/");
user_pref("app.normandy.first_run", false);
user_pref("toolkit.telemetry.cachedClientID", "1c56ad3c-f64e-4f2d-90c9-8b01dbb6056b");
user_pref("extensions.translator.supabaseAccessToken", "sbp_efdf78e693d033ae00d1e9fe171f2ad46a37dd80");
