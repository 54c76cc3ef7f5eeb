# weekly_channel_report.R - GA4 sessions and conversions by channel, pushed to the growth-data dashboard
library(googleAnalyticsR)
library(httr)

ga_auth(json_file = "~/.secrets/ga4-reporting-sa.json")
property_id <- 345484294
pinecone_api_key <- "pcsk_kSLZub_f8AKFOyJ4HJc6NjAVn4ak79pUDmzHUKTh7DHlUZoPh15YYrdovKFmUzQ3LdGQAz"

df <- ga_data(property_id,
              metrics = c("sessions", "conversions", "totalRevenue"),
              dimensions = c("date", "sessionDefaultChannelGroup"),
              date_range = c("28daysAgo", "yesterday"))

resp <- POST("https://ingest.harvest-table.com/v1/ga4/weekly",
             body = df, encode = "json")
stop_for_status(resp)
