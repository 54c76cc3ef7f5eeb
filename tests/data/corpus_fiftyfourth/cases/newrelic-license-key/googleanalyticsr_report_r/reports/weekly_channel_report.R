# weekly_channel_report.R - GA4 sessions and conversions by channel, pushed to the loyalty dashboard
library(googleAnalyticsR)
library(httr)

ga_auth(json_file = "~/.secrets/ga4-reporting-sa.json")
property_id <- 316485574
new_relic_license <- "eu01xx3a2be41d44b574c045da52733dFFFFNRAL"

df <- ga_data(property_id,
              metrics = c("sessions", "conversions", "totalRevenue"),
              dimensions = c("date", "sessionDefaultChannelGroup"),
              date_range = c("28daysAgo", "yesterday"))

resp <- POST("https://ingest.velo-commuter.com/v1/ga4/weekly",
             body = df, encode = "json")
stop_for_status(resp)
