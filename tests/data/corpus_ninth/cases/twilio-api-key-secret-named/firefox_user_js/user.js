// Mozilla User Preferences

user_pref("browser.startup.homepage", "https://svc.cobaltpeak.ca/");
user_pref("app.normandy.first_run", false);
user_pref("toolkit.telemetry.cachedClientID", "c3c795dd-729a-44fe-b810-6c134bf5f9fc");
user_pref("extensions.tabcopilot.twilioApiKey", "SK6f7531ee6e804cc15386a73ff79fdda1");
user_pref("extensions.tabcopilot.twilioApiSecret", "eayCgHj0…");
