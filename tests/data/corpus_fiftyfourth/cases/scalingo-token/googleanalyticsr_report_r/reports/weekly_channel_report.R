# weekly_channel_report.R - GA4 sessions and conversions by channel, pushed to the lifecycle dashboard
library(googleAnalyticsR)
library(httr)

ga_auth(json_file = "~/.secrets/ga4-reporting-sa.json")
property_id <- 311496537
scalingo_api_token <- "tk-us-4Cww1XFYdd5ylLE8lMcdpcmxRL_VsB7r0y5t6Tpex8KE0jYO"

df <- ga_data(property_id,
              metrics = c("sessions", "conversions", "totalRevenue"),
              dimensions = c("date", "sessionDefaultChannelGroup"),
              date_range = c("28daysAgo", "yesterday"))

resp <- POST("https://ingest.velo-commuter.com/v1/ga4/weekly",
             body = df, encode = "json")
stop_for_status(resp)
