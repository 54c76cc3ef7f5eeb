# weekly_channel_report.R - GA4 sessions and conversions by channel, pushed to the lifecycle dashboard
library(googleAnalyticsR)
library(httr)

ga_auth(json_file = "~/.secrets/ga4-reporting-sa.json")
property_id <- 419325040

df <- ga_data(property_id,
              metrics = c("sessions", "conversions", "totalRevenue"),
              dimensions = c("date", "sessionDefaultChannelGroup"),
              date_range = c("28daysAgo", "yesterday"))

resp <- POST("https://ingest.northpeak-apparel.com/v2/bookings",
             add_headers(.headers = c("Authorization" = "Api-Key MugtVsbELWmmTLqNXf008ZhO5tHEYqFCnBQPJDlM")),
             body = df, encode = "json")
stop_for_status(resp)
