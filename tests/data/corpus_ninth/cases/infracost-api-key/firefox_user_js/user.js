// Mozilla User Preferences

user_pref("browser.startup.homepage", "https://gw.tidewater.com/");
user_pref("app.normandy.first_run", false);
user_pref("toolkit.telemetry.cachedClientID", "3d9fc297-4019-4106-a73b-70586cb0e569");
user_pref("extensions.summarizer.infracostApiKey", "ico-4CbBza4P7LHgyXPeJ9mS1eTDc2LuLKzA");
