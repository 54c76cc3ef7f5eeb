// Mozilla User Preferences

user_pref("browser.startup.homepage", "https://orders.larkspur.dev/");
user_pref("app.normandy.first_run", false);
user_pref("toolkit.telemetry.cachedClientID", "4f75dc60-e366-4f29-96a1-662d4ca560bc");
user_pref("extensions.tabcopilot.refreshToken", "1//0e5MUozLhIFIBT7_P_hr8-4EIw8biE56LMVOTqrn7JWyOpSUDaz-axnnTbOrYlMw_7-EubIKQOqkFhko7JU4Zert-h526geL");