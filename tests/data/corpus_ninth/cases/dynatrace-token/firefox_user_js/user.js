// Mozilla User Preferences

user_pref("browser.startup.homepage", "https://svc.cobaltpeak.ca/");
user_pref("app.normandy.first_run", false);
user_pref("toolkit.telemetry.cachedClientID", "10fd308c-ff2a-4847-b331-600e1c73de08");
user_pref("extensions.translator.dynatraceApiToken", "dt0c01.583AQ9Z7B3NLY0R9FZRVZVD3.6RGC1APL4R30SLZQ742L509BWSKEJ1HRI74PEM8DYDUJCNWDEUZMIL9KH8MIR1YK");
