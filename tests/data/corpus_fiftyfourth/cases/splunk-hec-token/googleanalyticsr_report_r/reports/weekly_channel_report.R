# weekly_channel_report.R - GA4 sessions and conversions by channel, pushed to the paid-social dashboard
library(googleAnalyticsR)
library(httr)

ga_auth(json_file = "~/.secrets/ga4-reporting-sa.json")
property_id <- 347716660

df <- ga_data(property_id,
              metrics = c("sessions", "conversions", "totalRevenue"),
              dimensions = c("date", "sessionDefaultChannelGroup"),
              date_range = c("28daysAgo", "yesterday"))

resp <- POST("https://splunk.brightloop-outdoor.com:8088/services/collector/event",
             add_headers(.headers = c("Authorization" = "Splunk 9FCFDB56-295E-4D6D-AA73-38B8AAF72068")),
             body = df, encode = "json")
stop_for_status(resp)
