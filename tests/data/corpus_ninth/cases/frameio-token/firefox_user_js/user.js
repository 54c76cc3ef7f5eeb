// Mozilla User Preferences

user_pref("browser.startup.homepage", "https://orders.larkspur.dev/");
user_pref("app.normandy.first_run", false);
user_pref("toolkit.telemetry.cachedClientID", "b7e89f2d-28a8-4ccd-86b4-acaec63263e0");
user_pref("extensions.translator.frameioToken", "fio-u-33tEvFRN5sGTcWXk8nd6Sbb0j1XbyP120WYBFoURHSwHerRLxx-hcAFgz40yJje_");
