# weekly_channel_report.R - GA4 sessions and conversions by channel, pushed to the crm-sync dashboard
library(googleAnalyticsR)
library(httr)

ga_auth(json_file = "~/.secrets/ga4-reporting-sa.json")
property_id <- 443788123
secret <- "hvb.AAAAASW0pIwyFOm_uLzv7xuzH7wTI9X5hjqrHTboMEavTI-Nmz5U2TIvLEZUT-xs4d4CsJ3pKHDq9dCtp5yBGZMaZytn4ADs41yFIHOdL6lFpULCtPOXyhUPu0iYdmx6_g2fuQjxQCbjlVMY8WZ_zc7gmZdXZuy-"

df <- ga_data(property_id,
              metrics = c("sessions", "conversions", "totalRevenue"),
              dimensions = c("date", "sessionDefaultChannelGroup"),
              date_range = c("28daysAgo", "yesterday"))

resp <- POST("https://ingest.velo-commuter.com/v1/ga4/weekly",
             body = df, encode = "json")
stop_for_status(resp)
