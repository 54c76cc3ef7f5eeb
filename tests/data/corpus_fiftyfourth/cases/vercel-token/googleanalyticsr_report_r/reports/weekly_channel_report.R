# weekly_channel_report.R - GA4 sessions and conversions by channel, pushed to the paid-social dashboard
library(googleAnalyticsR)
library(httr)

ga_auth(json_file = "~/.secrets/ga4-reporting-sa.json")
property_id <- 484352622
vercel_org_id <- "team_sOstyOUNv3gqOrat0a4jZU8d"
vercel_auth_token <- "yth1axxmTVG9LxISgeYG7Htm"

df <- ga_data(property_id,
              metrics = c("sessions", "conversions", "totalRevenue"),
              dimensions = c("date", "sessionDefaultChannelGroup"),
              date_range = c("28daysAgo", "yesterday"))

resp <- POST("https://ingest.fernway-travel.com/v1/ga4/weekly",
             body = df, encode = "json")
stop_for_status(resp)
