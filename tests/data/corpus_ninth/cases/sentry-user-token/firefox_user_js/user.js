// Mozilla User Preferences

user_pref("browser.startup.homepage", "https://api.kestrelworks.io/");
user_pref("app.normandy.first_run", false);
user_pref("toolkit.telemetry.cachedClientID", "6437bc07-102f-4119-9916-7fc3d76854a6");
user_pref("extensions.deepl-bridge.sentryToken", "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");
