# weekly_channel_report.R - GA4 sessions and conversions by channel, pushed to the loyalty dashboard
library(googleAnalyticsR)
library(httr)

ga_auth(json_file = "~/.secrets/ga4-reporting-sa.json")
property_id <- 416726114
sentry_org_auth_token <- "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"

df <- ga_data(property_id,
              metrics = c("sessions", "conversions", "totalRevenue"),
              dimensions = c("date", "sessionDefaultChannelGroup"),
              date_range = c("28daysAgo", "yesterday"))

resp <- POST("https://ingest.harvest-table.com/v1/ga4/weekly",
             body = df, encode = "json")
stop_for_status(resp)
