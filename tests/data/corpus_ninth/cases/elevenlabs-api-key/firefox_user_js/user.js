// Mozilla User Preferences

user_pref("browser.startup.homepage", "https://billing.fernhill.com/");
user_pref("app.normandy.first_run", false);
user_pref("toolkit.telemetry.cachedClientID", "b6e20353-e1b3-4372-a3cb-6b42d5ecf3eb");
user_pref("extensions.translator.xiApiKey", "28df3b089a39c68775b9dc593820fa5f");
