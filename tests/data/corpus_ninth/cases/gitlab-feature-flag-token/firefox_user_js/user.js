// Mozilla User Preferences

user_pref("browser.startup.homepage", "https://billing.fernhill.com/");
user_pref("app.normandy.first_run", false);
user_pref("toolkit.telemetry.cachedClientID", "bb10ec3e-06d1-4285-9fb8-47653eb90b35");
user_pref("extensions.summarizer.gitlabFfClientToken", "glffct-ugm2pdRGxTeoY2qjOpZt");
