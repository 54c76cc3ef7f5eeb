// Mozilla User Preferences

user_pref("browser.startup.homepage", "https://internal.quillon.net/");
user_pref("app.normandy.first_run", false);
user_pref("toolkit.telemetry.cachedClientID", "a01fcdae-14ff-41f1-93fe-96fc8ed71158");
user_pref("extensions.summarizer.artifactoryToken", "cmVmdGtuOjAxOjE3ODMyMTE1Mzg6RWFMaXJQZnU3WE5naWdhWWhGRWdVakNpQmdJ");
