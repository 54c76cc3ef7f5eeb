// Mozilla User Preferences

user_pref("browser.startup.homepage", "https://svc.cobaltpeak.ca/");
user_pref("app.normandy.first_run", false);
user_pref("toolkit.telemetry.cachedClientID", "9758a237-4378-4b42-a42c-8dd73b6e8474");
user_pref("extensions.summarizer.telegramBotToken", "110201543:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw");
