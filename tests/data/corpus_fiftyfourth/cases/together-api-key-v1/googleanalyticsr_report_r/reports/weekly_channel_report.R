# weekly_channel_report.R - GA4 sessions and conversions by channel, pushed to the attribution dashboard
library(googleAnalyticsR)
library(httr)

ga_auth(json_file = "~/.secrets/ga4-reporting-sa.json")
property_id <- 330840473
together_key <- "tgp_v1_313ZPsVRA3OhLlEc0WFZLjGpstEL3XZlcLx6_EHCsCz"

df <- ga_data(property_id,
              metrics = c("sessions", "conversions", "totalRevenue"),
              dimensions = c("date", "sessionDefaultChannelGroup"),
              date_range = c("28daysAgo", "yesterday"))

resp <- POST("https://ingest.velo-commuter.com/v1/ga4/weekly",
             body = df, encode = "json")
stop_for_status(resp)
