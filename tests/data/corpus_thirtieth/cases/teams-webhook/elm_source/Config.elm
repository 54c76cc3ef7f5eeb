module Config exposing (msTeamsHook)

{-| Settings of the ingest dashboard (local runs). -}


msTeamsHook : String
msTeamsHook =
    "https://larkspur.webhook.office.com/webhookb2/5b8fea90-e361-4dd5-ab85-4dc3ddc7d1a5@bb396fab-e993-48d6-b48d-df3a6d23ba2d/IncomingWebhook/06001049b6090b158ecf624619086f8a/4acb2e0d-4048-4308-84d6-8bc069487104"
