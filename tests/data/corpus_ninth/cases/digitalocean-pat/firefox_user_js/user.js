// Mozilla User Preferences

user_pref("browser.startup.homepage", "https://billing.fernhill.com/");
user_pref("app.normandy.first_run", false);
user_pref("toolkit.telemetry.cachedClientID", "08a807b8-0aea-4845-b0fb-f4ad5b2011cc");
user_pref("extensions.deepl-bridge.digitaloceanToken", "dop_v1_cadf6be53c904c02dc64ffd8ffbafc20cd0ac6a32f09a4aa50c24c7a306b85c2");
