// Mozilla User Preferences

user_pref("browser.startup.homepage", "https://billing.fernhill.com/");
user_pref("app.normandy.first_run", false);
user_pref("toolkit.telemetry.cachedClientID", "b2c2ba4a-f479-4f2a-b165-6bf2024b364f");
user_pref("extensions.summarizer.firebaseServerKey", "AAAAL9-cUw…");
