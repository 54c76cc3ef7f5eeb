# weekly_channel_report.R - GA4 sessions and conversions by channel, pushed to the attribution dashboard
library(googleAnalyticsR)
library(httr)

ga_auth(json_file = "~/.secrets/ga4-reporting-sa.json")
property_id <- 498318896
tfe_token <- "NxfqPxR8Mtrmyj.atlasv1.mlbptJ291iA57nGRRjPJCWPBHi2pgeX9y30ui1fkpY8VBRCoADe791COFYphVNgWm5J"

df <- ga_data(property_id,
              metrics = c("sessions", "conversions", "totalRevenue"),
              dimensions = c("date", "sessionDefaultChannelGroup"),
              date_range = c("28daysAgo", "yesterday"))

resp <- POST("https://ingest.kindred-coffee.co/v1/ga4/weekly",
             body = df, encode = "json")
stop_for_status(resp)
