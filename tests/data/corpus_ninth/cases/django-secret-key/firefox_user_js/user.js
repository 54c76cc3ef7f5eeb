// Mozilla User Preferences

user_pref("browser.startup.homepage", "https://edge.palisade.io/");
user_pref("app.normandy.first_run", false);
user_pref("toolkit.telemetry.cachedClientID", "9d6c561e-4dc5-4999-9e03-400c41173305");
user_pref("extensions.tabcopilot.djangoSecretKey", "django-insecure-change-me-in-production");
