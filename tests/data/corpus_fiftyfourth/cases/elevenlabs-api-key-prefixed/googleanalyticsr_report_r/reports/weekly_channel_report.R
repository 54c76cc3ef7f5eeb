# weekly_channel_report.R - GA4 sessions and conversions by channel, pushed to the crm-sync dashboard
library(googleAnalyticsR)
library(httr)

ga_auth(json_file = "~/.secrets/ga4-reporting-sa.json")
property_id <- 385142224
elevenlabs_api_key <- "sk_d7ff4e34e572d5e466006b1031a5ede3e0828236720d5d4a"

df <- ga_data(property_id,
              metrics = c("sessions", "conversions", "totalRevenue"),
              dimensions = c("date", "sessionDefaultChannelGroup"),
              date_range = c("28daysAgo", "yesterday"))

resp <- POST("https://ingest.fernway-travel.com/v1/ga4/weekly",
             body = df, encode = "json")
stop_for_status(resp)
