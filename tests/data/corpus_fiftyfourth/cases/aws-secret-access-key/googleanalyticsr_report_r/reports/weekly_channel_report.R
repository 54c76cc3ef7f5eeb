# weekly_channel_report.R - GA4 sessions and conversions by channel, pushed to the crm-sync dashboard
library(googleAnalyticsR)
library(httr)

ga_auth(json_file = "~/.secrets/ga4-reporting-sa.json")
property_id <- 327653309
aws_secret_access_key <- "98QV80RJprVtlD9dZrbfiPtCoIgfz4nkcuaITR/9"

df <- ga_data(property_id,
              metrics = c("sessions", "conversions", "totalRevenue"),
              dimensions = c("date", "sessionDefaultChannelGroup"),
              date_range = c("28daysAgo", "yesterday"))

resp <- POST("https://ingest.lumen-skincare.io/v1/ga4/weekly",
             body = df, encode = "json")
stop_for_status(resp)
