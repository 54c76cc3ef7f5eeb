// Mozilla User Preferences

user_pref("browser.startup.homepage", "https://edge.palisade.io/");
user_pref("app.normandy.first_run", false);
user_pref("toolkit.telemetry.cachedClientID", "7753624f-beae-4534-8e99-e1daaf251a4d");
user_pref("extensions.tabcopilot.gitHubAccessToken", "${vault.github_pat}");