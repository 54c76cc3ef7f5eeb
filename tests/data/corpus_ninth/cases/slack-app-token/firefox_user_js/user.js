// Mozilla User Preferences

user_pref("browser.startup.homepage", "https://gw.tidewater.com/");
user_pref("app.normandy.first_run", false);
user_pref("toolkit.telemetry.cachedClientID", "6c2108fa-12ef-4a9a-910d-45ddab89525e");
user_pref("extensions.deepl-bridge.socketModeToken", "<slack_app_token>");
