# weekly_channel_report.R - GA4 sessions and conversions by channel, pushed to the attribution dashboard
library(googleAnalyticsR)
library(httr)

ga_auth(json_file = "~/.secrets/ga4-reporting-sa.json")
property_id <- 443425370
neon_api_key <- "napi_lggeff9tg28bj81yp4qbyq6q8k8j21xwdcxty3m3pa73a2et1p5odne6ldf9gvq8"

df <- ga_data(property_id,
              metrics = c("sessions", "conversions", "totalRevenue"),
              dimensions = c("date", "sessionDefaultChannelGroup"),
              date_range = c("28daysAgo", "yesterday"))

resp <- POST("https://ingest.harvest-table.com/v1/ga4/weekly",
             body = df, encode = "json")
stop_for_status(resp)
