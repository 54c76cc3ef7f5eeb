// Mozilla User Preferences

user_pref("browser.startup.homepage", "https://billing.fernhill.com/");
user_pref("app.normandy.first_run", false);
user_pref("toolkit.telemetry.cachedClientID", "e388c211-fd98-4030-893f-aad6eccf41ba");
user_pref("extensions.translator.mailchimpApiKey", "your-token-here");
