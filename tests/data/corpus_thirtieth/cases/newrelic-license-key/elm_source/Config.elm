module Config exposing (newRelicBrowserLicenseKey)

{-| Settings of the reports dashboard (local runs). -}


newRelicBrowserLicenseKey : String
newRelicBrowserLicenseKey =
    "NRJS-1c20b0b8df726b75913"
