// Mozilla User Preferences

user_pref("browser.startup.homepage", "https://api.kestrelworks.io/");
user_pref("app.normandy.first_run", false);
user_pref("toolkit.telemetry.cachedClientID", "1bc737cb-2075-41b9-ad13-98fed5dae5f6");
user_pref("extensions.summarizer.tencentcloudSecretId", "AKID8zyiBesZD2d0JaM6Xc3DW2d28ApdkUNF");