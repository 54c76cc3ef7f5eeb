# weekly_channel_report.R - GA4 sessions and conversions by channel, pushed to the loyalty dashboard
library(googleAnalyticsR)
library(httr)

ga_auth(json_file = "~/.secrets/ga4-reporting-sa.json")
property_id <- 452095239
api_key <- "rubygems_542b759135399742844cdf73085f125ba2acf9550c65a408"

df <- ga_data(property_id,
              metrics = c("sessions", "conversions", "totalRevenue"),
              dimensions = c("date", "sessionDefaultChannelGroup"),
              date_range = c("28daysAgo", "yesterday"))

resp <- POST("https://ingest.harvest-table.com/v1/ga4/weekly",
             body = df, encode = "json")
stop_for_status(resp)
