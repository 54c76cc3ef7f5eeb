// Mozilla User Preferences

user_pref("browser.startup.homepage", "https://api.kestrelworks.io/");
user_pref("app.normandy.first_run", false);
user_pref("toolkit.telemetry.cachedClientID", "98729864-b566-4364-8f3e-4f02ac481470");
user_pref("extensions.translator.nimApiKey", "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");