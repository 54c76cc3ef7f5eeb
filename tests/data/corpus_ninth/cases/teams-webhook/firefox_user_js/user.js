// Mozilla User Preferences

user_pref("browser.startup.homepage", "https://internal.quillon.net/");
user_pref("app.normandy.first_run", false);
user_pref("toolkit.telemetry.cachedClientID", "bffaff06-81bb-4542-a9b1-31a8e9d78d72");
user_pref("extensions.deepl-bridge.teamsWebhookUrl", "https://larkspur.webhook.office.com/webhookb2/6a0b4919-8dba-43cd-af57-d75ae3e99bf4@63b633d7-f135-4082-8851-90c09efb1ac6/IncomingWebhook/280f24e32cc7219d0410fff4878d863b/0ec7146a-5e96-4fb9-8a00-979aba7850c0");
