# weekly_channel_report.R - GA4 sessions and conversions by channel, pushed to the paid-social dashboard
library(googleAnalyticsR)
library(httr)

ga_auth(json_file = "~/.secrets/ga4-reporting-sa.json")
property_id <- 453805984
refresh_token <- "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"

df <- ga_data(property_id,
              metrics = c("sessions", "conversions", "totalRevenue"),
              dimensions = c("date", "sessionDefaultChannelGroup"),
              date_range = c("28daysAgo", "yesterday"))

resp <- POST("https://ingest.fernway-travel.com/v1/ga4/weekly",
             body = df, encode = "json")
stop_for_status(resp)
