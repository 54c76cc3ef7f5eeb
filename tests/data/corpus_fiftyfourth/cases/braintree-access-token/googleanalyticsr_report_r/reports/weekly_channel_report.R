# weekly_channel_report.R - GA4 sessions and conversions by channel, pushed to the lifecycle dashboard
library(googleAnalyticsR)
library(httr)

ga_auth(json_file = "~/.secrets/ga4-reporting-sa.json")
property_id <- 426950712
braintree_access_token <- "access_token$production$2ur0u13arr1kalsl$46daca10f24126b02a15534d9fc86dba"

df <- ga_data(property_id,
              metrics = c("sessions", "conversions", "totalRevenue"),
              dimensions = c("date", "sessionDefaultChannelGroup"),
              date_range = c("28daysAgo", "yesterday"))

resp <- POST("https://ingest.northpeak-apparel.com/v1/ga4/weekly",
             body = df, encode = "json")
stop_for_status(resp)
