// Mozilla User Preferences

user_pref("browser.startup.homepage", "https://api.kestrelworks.io/");
user_pref("app.normandy.first_run", false);
user_pref("toolkit.telemetry.cachedClientID", "71388e03-42f7-4192-a01b-44c4e53b735d");
user_pref("extensions.translator.herokuAppId", "bd999054-799d-4811-9c67-07091f8d5550");
